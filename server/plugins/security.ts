/**
 * Security headers (helmet, with a CSP that lets Stripe's script and frames in) and the
 * cross-site request check on every state-changing request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/errors.ts';
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

export const securityPlugin = fp<{ config: Config; staticDir?: string }>(
  async (app, { config, staticDir }) => {
    const headers = securityHeaders({
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
    const allowedOrigins = new Set([config.publicUrl, ...config.corsOrigins]);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      const { method } = request;
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return done();
      const origin = request.headers.origin;
      if (!origin) return done();
      const sameHost = request.headers.host && originHost(origin) === request.headers.host;
      if (!sameHost && !allowedOrigins.has(origin)) {
        return done(new HttpError(403, 'Origen no permitido.'));
      }
      done();
    });
  },
  { name: 'security' },
);
