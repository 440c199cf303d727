/**
 * Security headers (helmet, with a CSP that lets Stripe's script and frames in) and the
 * cross-site request check on every state-changing request.
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/errors.ts';

/** The host of an Origin header, or null when it is not a URL (`null`, garbage). */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://js.stripe.com'],
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
    // SameSite=Lax cookie already keeps cross-site POSTs anonymous, this closes the rest.
    const allowedOrigins = new Set([config.publicUrl, ...config.corsOrigins]);
    app.addHook('onRequest', async (request) => {
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
      const origin = request.headers.origin;
      if (!origin) return;
      const sameHost = request.headers.host && originHost(origin) === request.headers.host;
      if (!sameHost && !allowedOrigins.has(origin)) {
        throw new HttpError(403, 'Origen no permitido.');
      }
    });
  },
  { name: 'security' },
);
