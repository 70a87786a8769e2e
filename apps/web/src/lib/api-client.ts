/** One client for every API call (docs/product.md §7): credentials, JSON, GET cache-busting, one error shape. */
import { knownReason, type ErrorReason } from '@chairly/shared/error-reasons';
import { parseRetryAfter, sendRetryingRateLimits } from './rate-limit';

export type QueryValue = string | number | boolean | null | undefined;
export type ApiQuery = Record<string, QueryValue | readonly QueryValue[]>;
export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: ApiQuery;
  /** Send the bearer API token (stylist and customer calls); public calls leave it off. */
  auth?: boolean;
  signal?: AbortSignal;
};

export type ApiErrorBody = {
  code: string;
  message: string;
  fields?: Record<string, string>;
  reason?: string;
  requestId?: string;
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Why a payment or booking was refused; screens switch on it, never on the (English) message. */
  readonly reason: ErrorReason | undefined;
  readonly requestId: string | undefined;
  /** Seconds the API asked to wait before calling again (`Retry-After` of a 429), or null. */
  readonly retryAfter: number | null;
  /** The whole error body: some refusals add a figure (a member's `futureAppointments`, say). */
  readonly body: Readonly<ApiErrorBody & Record<string, unknown>>;
  constructor(status: number, body: ApiErrorBody, retryAfter: number | null = null) {
    super(body.message);
    this.body = body;
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
    this.reason = knownReason(body.reason);
    this.requestId = body.requestId;
    this.retryAfter = retryAfter;
  }
}

/** Name of the cache-busting query parameter added to every GET. */
export const TIMESTAMP_PARAM = '_t';

/**
 * Extension points for sign-in: `getToken` returns the API token for `auth` calls; `onUnauthorized`
 * runs once on a 401 (shared token refresh) and answers whether the call should be retried.
 */
export type AuthHooks = {
  getToken: () => string | null | Promise<string | null>;
  onUnauthorized: () => boolean | Promise<boolean>;
};

const hooks: AuthHooks = { getToken: () => null, onUnauthorized: () => false };

export function configureAuth(next: Partial<AuthHooks>): void {
  Object.assign(hooks, next);
}

let apiOrigin = '';

/** Origin the API is called on; '' (default) = this page's origin. Tests point it at a local server. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/**
 * How requests reach the API: the browser's `fetch` by default. The server-side renderer
 * (src/ssr/entry-server.tsx) hands the API's own in-process dispatch in, for the host it renders.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** Absolute-or-relative URL of an API path (same rule as every call of this client). */
export function apiUrl(pathWithQuery: string): string {
  return apiOrigin + pathWithQuery;
}

export function buildUrl(
  path: string,
  query: ApiQuery = {},
  method = 'GET',
  now: () => number = Date.now,
): string {
  const url = new URL(path, 'http://placeholder');
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item));
  }
  if (method === 'GET') url.searchParams.set(TIMESTAMP_PARAM, String(now()));
  return url.pathname + url.search;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.code === 'string' && typeof record.message === 'string';
}

export async function parseError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  if (isErrorBody(body)) return new ApiError(response.status, body, retryAfter);
  return new ApiError(
    response.status,
    { code: `HTTP_${response.status}`, message: response.statusText || 'Request failed' },
    retryAfter,
  );
}

async function send(path: string, request: ApiRequest): Promise<Response> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The language chosen in the app (kept on <html lang>) names categories etc. on the server.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  const isForm = request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  // A signed-in tab sends its token on public calls too: the API counts them against the user's
  // budget instead of the address's (a salon's customers may share one), and never requires it there.
  const token = await hooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return transport(apiUrl(buildUrl(path, request.query, method)), {
    method,
    headers,
    credentials: 'include',
    signal: request.signal,
    body:
      request.body === undefined
        ? undefined
        : isForm
          ? (request.body as FormData)
          : JSON.stringify(request.body),
  });
}

/**
 * A 429 (rate limited) is waited out and the call sent again by itself (lib/rate-limit.ts); a 401
 * on a signed-in call refreshes the token once and sends it again.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await fetchOk(path, request);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The same call, answered with a text body (a calendar file, say). */
export async function apiFetchText(path: string, request: ApiRequest = {}): Promise<string> {
  return (await fetchOk(path, request)).text();
}

/**
 * The same call, answered with a file: its bytes as they came (a CSV's byte order mark included,
 * which `text()` would drop) and the name the server gave it (Content-Disposition), if any.
 */
export async function apiFetchFile(path: string, request: ApiRequest = {}): Promise<{ blob: Blob; filename: string | null }> {
  const response = await fetchOk(path, request);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

async function fetchOk(path: string, request: ApiRequest): Promise<Response> {
  const sendOnce = () => sendRetryingRateLimits(() => send(path, request), request.signal);
  let response = await sendOnce();
  if (response.status === 401 && request.auth && (await hooks.onUnauthorized())) {
    response = await sendOnce();
  }
  if (!response.ok) throw await parseError(response);
  return response;
}
