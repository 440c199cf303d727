/**
 * Security headers and the cross-site request check on every state-changing request. A document
 * (the app, the door page, the API's browsable docs, the sandbox's checkout page) gets helmet's
 * set, with a CSP that lets Stripe's script and frames in; the API's JSON gets the set OWASP's
 * REST Security Cheat Sheet gives for APIs (decision 069).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { msg } from '@/i18n/message.ts';
import type { Config } from '../config.ts';
import { forbidden } from '../lib/errors.ts';
import { builtInlineScriptHashes } from '../lib/inline-scripts.ts';

/** The host of an Origin header, or null when it is not a URL (`null`, garbage). */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Helmet's headers for these options, worked out once. None of them depends on the request, and
 * building helmet's middleware (as @fastify/helmet does on every request) parses the CSP again
 * each time.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Marks an answer under /api as a page (HTML): it gets the documents' headers. */
    asDocument(): FastifyReply;
  }
}

/**
 * What a JSON answer needs: not to be framed, sniffed, run or read cross-origin, and HTTPS
 * kept. The documents' other headers (the app's CSP, DNS prefetch, download options, the
 * opener and agent-cluster policies, the referrer policy) govern what a page loads and links
 * to; a JSON answer loads and links nothing, and each header costs every answer (issue 29).
 */
function apiHeaders(documents: Record<string, string>): Record<string, string> {
  const hsts = documents['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

export const securityPlugin = fp<{ config: Config; apiPrefix: string; staticDir?: string }>(
  async (app, { config, apiPrefix, staticDir }) => {
    const documents = securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The door page's early script is inline (issue 31): allowed by its hash, nothing else.
          scriptSrc: ["'self'", ...builtInlineScriptHashes(staticDir), 'https://js.stripe.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
          connectSrc: ["'self'", 'ws:', 'wss:', 'https://api.stripe.com'],
          frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.secureCookies ? [] : null,
        },
      },
      // Stripe's iframes need to be embeddable cross-origin.
      crossOriginEmbedderPolicy: false,
      // Not helmet's 'no-referrer': under it Chromium sends `Origin: null` with a form's POST
      // (the sandbox checkout page), which the Origin check below refuses. 'same-origin' still
      // sends no referrer to other sites.
      referrerPolicy: { policy: 'same-origin' },
      hsts: config.secureCookies,
    });
    // Browsers send Origin on every cross-site state-changing request; refuse foreign ones. The
    // SameSite=Lax cookie already keeps cross-site POSTs anonymous, this closes the rest. One
    // callback hook with the headers: every request pays each hook (issue 29).
    const api = apiHeaders(documents);
    const apiPaths = `${apiPrefix}/`;
    app.decorateReply('asDocument', function (this: FastifyReply) {
      return this.headers(documents);
    });
    const allowedOrigins = new Set([config.publicUrl, ...config.corsOrigins]);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(apiPaths) ? api : documents);
      const { method } = request;
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return done();
      const origin = request.headers.origin;
      if (!origin) return done();
      const sameHost = request.headers.host && originHost(origin) === request.headers.host;
      if (!sameHost && !allowedOrigins.has(origin)) {
        return done(forbidden('role', msg('errors.originNotAllowed')));
      }
      done();
    });
  },
  { name: 'security' },
);
