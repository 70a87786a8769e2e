import { AppError, COOKIE_NAMES, readCookie, REFRESH_COOKIE_TTL_SECONDS } from '@chairly/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where the refresh call lives: the only path the browser sends the refresh cookie to. */
export const REFRESH_PATH = '/oidc_refresh_stylist_token';

export type CookieScope = { baseDomain: string; secure: boolean };

/**
 * The session cookies the server sets (issue #28, docs/auth.md):
 * - `refresh_token`: HttpOnly (no page script reads it), SameSite=Strict, Secure under https,
 *   sent only to the refresh call's path. Domain=BASE_DOMAIN so that the app host and every
 *   stylist's subdomain refresh with it (docs/decisions.md D29).
 * - `signed_in=1`: no secret, readable by the SPA, so that a page load knows a session is worth a
 *   refresh and the server renders only signed-out visits. Same lifetime as the refresh token.
 */
function cookie(name: string, value: string, maxAge: number, path: string, scope: CookieScope, httpOnly: boolean): string {
  return [
    `${name}=${value}`,
    `Max-Age=${maxAge}`,
    `Path=${path}`,
    `Domain=${scope.baseDomain}`,
    httpOnly ? 'HttpOnly' : '',
    // Strict: every page that refreshes is on our site; a cross-site request never carries it.
    httpOnly ? 'SameSite=Strict' : 'SameSite=Lax',
    scope.secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export function setSessionCookies(reply: FastifyReply, refreshToken: string, scope: CookieScope): void {
  reply.header('set-cookie', [
    cookie(COOKIE_NAMES.refreshToken, refreshToken, REFRESH_COOKIE_TTL_SECONDS, REFRESH_PATH, scope, true),
    cookie(COOKIE_NAMES.signedIn, '1', REFRESH_COOKIE_TTL_SECONDS, '/', scope, false),
  ]);
}

export function clearSessionCookies(reply: FastifyReply, scope: CookieScope): void {
  reply.header('set-cookie', [
    cookie(COOKIE_NAMES.refreshToken, '', 0, REFRESH_PATH, scope, true),
    cookie(COOKIE_NAMES.signedIn, '', 0, '/', scope, false),
  ]);
}

/** What the server issues as a refresh token (base64url); anything else is no token at all. */
const REFRESH_TOKEN = /^[A-Za-z0-9_-]{1,512}$/;

export function refreshTokenOf(request: FastifyRequest): string | null {
  const token = readCookie(request.headers.cookie, COOKIE_NAMES.refreshToken);
  return token !== null && REFRESH_TOKEN.test(token) ? token : null;
}

function ourOrigin(origin: string, baseDomain: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === baseDomain || hostname.endsWith(`.${baseDomain}`);
  } catch {
    return false; // 'null' (sandboxed frames, opaque redirects) and garbage
  }
}

/**
 * Cross-site request check for the calls that read or set the session cookies. Browsers send
 * `Origin` with every POST; it must be the base domain or one of its hosts. `required`: the refresh
 * call authenticates by cookie alone, so it also refuses a request without Origin.
 */
export function checkOrigin(request: FastifyRequest, baseDomain: string, { required }: { required: boolean }): void {
  const origin = request.headers.origin;
  if (origin === undefined ? required : !ourOrigin(origin, baseDomain)) {
    throw new AppError('FORBIDDEN', 'Cross-site request refused');
  }
}
