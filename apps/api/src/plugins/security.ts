import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type Options = { oidcIssuer: string; corsOrigins: string[]; https: boolean; paymentProvider: string };

/** Stripe.js and its card fields (Elements) run from Stripe's origins in stripe mode only. */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The CSP the SPA runs under; the sign-in provider is the only other origin it talks to, plus
 * Stripe's in stripe mode (card data goes from the browser straight to Stripe).
 */
export function contentSecurityPolicy(oidcIssuer: string, paymentProvider = 'sandbox') {
  const issuerOrigin = new URL(oidcIssuer).origin;
  const stripe = paymentProvider === 'stripe';
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(stripe ? STRIPE.script : [])],
      // Mantine sets style attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", issuerOrigin, ...(stripe ? STRIPE.connect : [])],
      ...(stripe ? { frameSrc: ["'self'", ...STRIPE.frame] } : {}),
      formAction: ["'self'", issuerOrigin],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  };
}

/**
 * The headers helmet sets for these options, computed once: helmet's middlewares run against a
 * response that only records them. Every directive here is static (none depends on the request),
 * so each response can carry the same values without rebuilding them (issue #22: @fastify/helmet
 * re-parsed the CSP and ran eleven middlewares for every response).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => void (failure = error ?? null));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/** Security headers on every response, and CORS only for the origins CORS_ORIGINS lists. */
export const securityPlugin = fp<Options>(
  async (app, { oidcIssuer, corsOrigins, https, paymentProvider }) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: contentSecurityPolicy(oidcIssuer, paymentProvider),
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Map tiles come from another origin without CORP headers; COEP would block them.
      crossOriginEmbedderPolicy: false,
      // HSTS only makes sense when browsers reach the app over https.
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    if (corsOrigins.length > 0) {
      await app.register(cors, { origin: corsOrigins, credentials: true, maxAge: 600 });
    }
  },
  { name: 'security' },
);
