/**
 * A minimal cookie-keeping HTTP client that does not follow redirects by itself, so tests can see
 * every hop of an OpenID Connect flow. Cookie paths and domains are ignored (one host per test).
 */
export type Browser = {
  get: (url: string, headers?: Record<string, string>) => Promise<Response>;
  post: (
    url: string,
    form: Record<string, string>,
    headers?: Record<string, string>,
  ) => Promise<Response>;
  /** Follows redirects until a Location starts with `stopAt` (returned) or a non-redirect arrives. */
  follow: (response: Response, stopAt?: string) => Promise<{ response: Response; url: string }>;
  cookieNames: () => string[];
};

export function createBrowser(base: string): Browser {
  const jar = new Map<string, string>();

  function store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(val).getTime() < Date.now();
        return false;
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function send(url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (jar.size)
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(url, base), { ...init, headers, redirect: 'manual' });
    store(response);
    return response;
  }

  const browser: Browser = {
    get: (url, headers = {}) => send(url, { method: 'GET', headers }),
    post: (url, form, headers = {}) =>
      send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(form).toString(),
      }),
    async follow(response, stopAt) {
      let current = response;
      let url = current.url;
      for (let hop = 0; hop < 10; hop += 1) {
        const location = current.headers.get('location');
        if (current.status < 300 || current.status >= 400 || !location)
          return { response: current, url };
        url = new URL(location, url || base).toString();
        if (stopAt && url.startsWith(stopAt)) return { response: current, url };
        current = await browser.get(url);
      }
      throw new Error('too many redirects');
    },
    cookieNames: () => [...jar.keys()],
  };
  return browser;
}
