import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, buildUrl, configureAuth } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  configureAuth({ getToken: () => null, onUnauthorized: () => false });
});

describe('buildUrl', () => {
  it('adds a timestamp parameter to GETs only', () => {
    expect(buildUrl('/api/services', { page: 2 }, 'GET', () => 1700)).toBe(
      '/api/services?page=2&_t=1700',
    );
    expect(buildUrl('/api/services', { page: 2 }, 'POST', () => 1700)).toBe('/api/services?page=2');
  });

  it('encodes repeated and bracketed keys and skips empty values', () => {
    const url = buildUrl(
      '/api/services',
      { 'order[name]': 'asc', ids: [1, 2], q: undefined },
      'DELETE',
    );
    expect(url).toBe('/api/services?order%5Bname%5D=asc&ids=1&ids=2');
  });
});

describe('apiFetch', () => {
  it('sends the language of the page as Accept-Language', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.lang = 'de';
    await apiFetch('/api/x');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('de');
    document.documentElement.lang = '';
  });

  it('sends credentials and JSON, with a fresh timestamp per GET', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/x')).resolves.toEqual({ ok: true });
    await apiFetch('/api/x', { method: 'POST', body: { a: 1 } });
    const [getUrl, getInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [postUrl, postInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(getUrl).toMatch(/^\/api\/x\?_t=\d+$/);
    expect(getInit.credentials).toBe('include');
    expect(postUrl).toBe('/api/x');
    expect(postInit.body).toBe('{"a":1}');
    expect((postInit.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('parses the error shape into an ApiError with status, code and fields', async () => {
    const body = {
      code: 'VALIDATION',
      message: 'Bad input',
      fields: { name: 'required' },
      requestId: 'r1',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, body)),
    );
    const error = await apiFetch('/api/services', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Bad input',
      requestId: 'r1',
    });
    expect((error as ApiError).fields).toEqual({ name: 'required' });
  });

  it('falls back to an HTTP code when the body is not the error shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('sends the bearer token and retries once after the unauthorized hook', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { code: 'UNAUTHORIZED', message: 'no' }));
    fetchMock.mockResolvedValueOnce(json(200, [1]));
    vi.stubGlobal('fetch', fetchMock);
    const onUnauthorized = vi.fn(() => true);
    configureAuth({ getToken: () => 'tok', onUnauthorized });
    await expect(apiFetch('/api/services', { auth: true })).resolves.toEqual([1]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[1]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it("sends a signed-in tab's token on public calls too (its budget is the user's), and none when signed out", async () => {
    const fetchMock = vi.fn(async () => json(200, []));
    vi.stubGlobal('fetch', fetchMock);
    configureAuth({ getToken: () => 'tok', onUnauthorized: () => false });
    await apiFetch('/api/public/services');
    configureAuth({ getToken: () => null, onUnauthorized: () => false });
    await apiFetch('/api/public/services');
    const headersOf = (call: number) => (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0).Authorization).toBe('Bearer tok');
    expect(headersOf(1).Authorization).toBeUndefined();
  });

  it('waits out a 429 for its Retry-After and sends the call again by itself', async () => {
    vi.useFakeTimers();
    try {
      const limited = json(429, { code: 'RATE_LIMITED', message: 'Too many requests' });
      limited.headers.set('Retry-After', '2');
      const fetchMock = vi.fn().mockResolvedValueOnce(limited).mockResolvedValueOnce(json(200, { ok: true }));
      vi.stubGlobal('fetch', fetchMock);
      const answer = apiFetch('/api/public/services', { method: 'POST', body: { a: 1 } });
      await vi.advanceTimersByTimeAsync(1999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toEqual({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect((fetchMock.mock.calls[1]?.[1] as RequestInit).body).toBe('{"a":1}');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 429 that lasts fails as RATE_LIMITED with the seconds to wait', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          const response = json(429, { code: 'RATE_LIMITED', message: 'Too many requests' });
          response.headers.set('Retry-After', '1');
          return response;
        }),
      );
      const answer = apiFetch('/api/x').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await answer).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ApiError reason', () => {
  it("keeps a reason the shared enum knows and drops one it does not (a newer API's)", () => {
    const body = { code: 'CONFLICT', message: 'Any text' };
    expect(new ApiError(409, { ...body, reason: 'hold_expired' }).reason).toBe('hold_expired');
    expect(new ApiError(409, { ...body, reason: 'from_a_newer_api' }).reason).toBeUndefined();
    expect(new ApiError(409, body).reason).toBeUndefined();
  });
});
