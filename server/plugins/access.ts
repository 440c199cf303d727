/**
 * Who may call a route, enforced in one place: every API route says its `access` (a route object
 * of server/modules/route.ts puts it in the route's config), and this plugin's `onRoute` hook
 * gives each route that needs a session an `onRequest` check that runs before the body is parsed
 * or validated. The check puts the signed-in user on `request.user`, so handlers take it from
 * there instead of asking for it. The model is fastify/demo's autohooks, with the rule on the
 * route rather than on its folder.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminRole, isStaffRole } from '@/domain/roles.ts';
import { forbidden, unauthorized, type RefusalText } from '../lib/errors.ts';
import type { SessionUser } from '../sessions.ts';

/**
 * Who may call a route: anyone (`public`), anyone signed in whatever their role (`signedIn`: a
 * non-member has a school page, packs and a wallet too), the club's staff (`staff`: admins and
 * coaches) or only admins (`admin`).
 */
export const ACCESS_LEVELS = ['public', 'signedIn', 'staff', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** Whether a role passes each level that needs more than a session. */
const ROLE_CHECKS: Record<'staff' | 'admin', (role: string) => boolean> = {
  staff: isStaffRole,
  admin: isAdminRole,
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, put here by the access check; null on a public route. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (see ACCESS_LEVELS). */
    access?: Access;
    /** The 403's message for a role the route refuses, where the spec words one of its own. */
    refusal?: RefusalText;
  }
}

/** The check a route of `access` runs first: 401 without a session, 403 for a role it refuses. */
export function accessCheck(
  access: Access,
  refusal?: RefusalText,
): onRequestAsyncHookHandler | null {
  if (access === 'public') return null;
  const mayCall = access === 'signedIn' ? null : ROLE_CHECKS[access];
  return async function checkAccess(request: FastifyRequest) {
    const user = await request.getUser();
    if (!user) throw unauthorized();
    // Set first, so even the refusal is worded in the account's language.
    request.user = user;
    if (mayCall && !mayCall(user.role)) throw forbidden('role', refusal);
  };
}

export const accessPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.addHook('onRoute', (route) => {
      const check = route.config?.access && accessCheck(route.config.access, route.config.refusal);
      if (!check) return;
      const own = route.onRequest ?? [];
      route.onRequest = [check, ...(Array.isArray(own) ? own : [own])];
    });
  },
  { name: 'access', dependencies: ['sessions'] },
);
