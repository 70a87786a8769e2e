// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerender } from 'react-dom/static.edge';
import { renderPage } from './entry-server';

// React's stream renderer, counted: a page whose modules have arrived is drawn without it (issue #33.3).
vi.mock('react-dom/static.edge', async (importOriginal) => {
  const actual = await importOriginal<{ prerender: typeof prerender }>();
  return { ...actual, prerender: vi.fn(actual.prerender) };
});
import type { RenderRequest } from './entry-server';

const config = {
  baseDomain: 'chairly.localhost',
  publicProtocol: 'http',
  publicPort: 3000,
  oidc: { issuer: 'http://localhost:3001', clientId: 'chairly-web' },
  paymentProvider: 'sandbox',
};

const stylist = (businessName: string) => ({
  subdomain: 'anna',
  businessName,
  businessDescription: 'Hair and brows.',
  facebookUrl: null,
  twitterUrl: null,
  instagramUrl: null,
  address: 'Kastanienallee 12',
  city: 'Berlin',
  postCode: '10435',
  businessPhone: '+49 30 1234567',
  latitude: null,
  longtitude: null,
  timeZone: { id: 209, name: '(UTC+01:00) Europe/Berlin', value: 'Europe/Berlin' },
  profileImageUrl: null,
  backgroundImageUrl: null,
});

const services = {
  'hydra:member': [
    { '@id': '/api/services/2', id: 2, name: "Men's cut", price: 32, hourly: false, duration: 30, category: { id: 2, name: 'Haircuts', parent: 1 } },
  ],
  'hydra:totalItems': 1,
};
const openHours = {
  'hydra:member': [{ '@id': '/api/open_hours/1', id: 1, weekDay: 0, startTime: '09:00', endTime: '18:00' }],
  'hydra:totalItems': 1,
};
const rates = { average: 5, count: 1, reviews: [{ id: 1, rating: 5, comment: 'Lovely.', authorName: 'Mia W.', createdAt: '2026-11-10T15:00:00.000Z' }] };

type Call = { path: string; headers: Record<string, string> };

/** The public API of one stylist, answering like the real one; records what was asked. */
function fakeApi(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetch: RenderRequest['fetch'] = async (url, init) => {
    const path = new URL(url, 'http://x').pathname;
    calls.push({ path, headers: init.headers as Record<string, string> });
    const answer = answers[path] ?? { status: 404, body: { code: 'NOT_FOUND', message: 'No route' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

const stylistApi = (name = "Anna's Beauty Studio") =>
  fakeApi({
    '/api/public/stylists/subdomain/anna': { status: 200, body: stylist(name) },
    '/api/public/services': { status: 200, body: services },
    '/api/public/open_hours': { status: 200, body: openHours },
    '/api/public/closures': { status: 200, body: { timeZone: 'Europe/Berlin', horizonDays: 90, closures: [{ from: '2026-12-24', to: '2026-12-26' }] } },
    '/api/public/rates': { status: 200, body: rates },
  });

function request(overrides: Partial<RenderRequest>): RenderRequest {
  return {
    url: '/',
    hostname: 'chairly.localhost',
    protocol: 'http:',
    port: '3000',
    config,
    cookieHeader: undefined,
    acceptLanguage: undefined,
    fetch: fakeApi({}).fetch,
    ...overrides,
  };
}

function stateOf(script: string) {
  const json = /<script id="chairly-ssr" type="application\/json">([\s\S]*)<\/script>$/.exec(script)?.[1];
  if (!json) throw new Error(`not a state script: ${script.slice(0, 80)}`);
  return JSON.parse(json) as {
    language: string;
    config: unknown;
    resources: Record<string, Record<string, unknown>>;
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
}

describe('renderPage', () => {
  it('renders the landing page in the visitor’s browser language, with its texts inline', async () => {
    const page = await renderPage(request({ acceptLanguage: 'de-CH,de;q=0.9,en;q=0.8' }));
    expect(page).not.toBeNull();
    expect(page?.language).toBe('de');
    expect(page?.html).toContain('<h1');
    expect(page?.html).toContain('http://app.chairly.localhost:3000/register');
    const state = stateOf(page!.stateScript);
    expect(state.language).toBe('de');
    expect(state.config).toEqual(config);
    expect(Object.keys(state.resources).sort()).toEqual(['de', 'en']);
    expect(Object.keys(state.resources.de!)).toEqual(expect.arrayContaining(['common', 'nav', 'errors', 'landing']));
    expect(page?.modules).toEqual(['src/features/landing/routes/landing-page.tsx']);
    expect(page?.title).toBe('Chairly – Buchungs- und Business-App für Beauty-Profis');
  });

  it('prefers the saved language cookie to the browser’s languages', async () => {
    const page = await renderPage(request({ cookieHeader: 'other=1; lang=fr', acceptLanguage: 'de' }));
    expect(page?.language).toBe('fr');
    const english = await renderPage(request({ acceptLanguage: 'ja, *;q=0.5' }));
    expect(english?.language).toBe('en');
    // The API's negotiation (@chairly/shared): `*` is "any other language" at its q, so English
    // (0.5) beats German (0.4), as the API answers the page's own calls.
    const wildcard = await renderPage(request({ acceptLanguage: 'ja, *;q=0.5, de;q=0.4' }));
    expect(wildcard?.language).toBe('en');
  });

  it('renders a stylist’s booking page with the data the page asks for, fetched through the given transport', async () => {
    const api = stylistApi();
    const page = await renderPage(request({ url: '/services/book', hostname: 'anna.chairly.localhost', fetch: api.fetch, acceptLanguage: 'en' }));
    expect(page?.html).toContain('Anna&#x27;s Beauty Studio');
    expect(page?.html).toContain('Men&#x27;s cut');
    expect(page?.html).toContain('Mia W.');
    // Plain spaces around the dash, as Chromium writes it: the browser's render matches (issue #31.13).
    expect(page?.html).toContain('Closed Dec 24 – 26');
    expect(page?.modules).toEqual(['src/features/booking/routes/stylist-page.tsx']);
    expect(page?.title).toBe("Anna's Beauty Studio – book online");
    expect(page?.description).toBe('Hair and brows.');
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      '/api/public/closures',
      '/api/public/open_hours',
      '/api/public/rates',
      '/api/public/services',
      '/api/public/stylists/subdomain/anna',
    ]);
    expect(api.calls.every((call) => call.headers['Accept-Language'] === 'en')).toBe(true);
    const keys = stateOf(page!.stateScript).queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([['booking', 'stylist', 'anna'], ['booking', 'services'], ['booking', 'open-hours'], ['reviews', 'public']]),
    );
  });

  it('gives the link preview her picture as an address on her host (issue #31.7)', async () => {
    const api = fakeApi({
      '/api/public/stylists/subdomain/anna': { status: 200, body: { ...stylist("Anna's Beauty Studio"), profileImageUrl: '/images/stylists/anna.jpg' } },
      '/api/public/services': { status: 200, body: services },
      '/api/public/open_hours': { status: 200, body: openHours },
      '/api/public/closures': { status: 200, body: { timeZone: 'Europe/Berlin', horizonDays: 90, closures: [] } },
      '/api/public/rates': { status: 200, body: rates },
    });
    const page = await renderPage(request({ url: '/services/book', hostname: 'anna.chairly.localhost', fetch: api.fetch, acceptLanguage: 'en' }));
    expect(page?.preview).toEqual({
      siteName: 'Chairly',
      url: 'http://anna.chairly.localhost:3000/services/book',
      image: 'http://anna.chairly.localhost:3000/images/stylists/anna.jpg',
    });
  });

  it('escapes what the stylist typed, in the markup and in the inline state', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const page = await renderPage(
      request({ url: '/services/book', hostname: 'anna.chairly.localhost', fetch: stylistApi(hostile).fetch }),
    );
    expect(page).not.toBeNull();
    expect(page?.html).not.toContain('<script>alert(1)');
    const body = page!.stateScript.slice(page!.stateScript.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toMatch(/<|>/);
    expect(JSON.stringify(stateOf(page!.stateScript).queries)).toContain(hostile);
  });

  it('leaves an unknown stylist, and any page whose data failed, to the client', async () => {
    const missing = fakeApi({ '/api/public/services': { status: 200, body: services } });
    expect(await renderPage(request({ url: '/services/book', hostname: 'nobody.chairly.localhost', fetch: missing.fetch }))).toBeNull();
  });

  it('renders only the pages it names: a back-office screen or a redirect gets the plain shell', async () => {
    expect(await renderPage(request({ url: '/apps/services/list', hostname: 'anna.chairly.localhost' }))).toBeNull();
    expect(await renderPage(request({ url: '/', hostname: 'anna.chairly.localhost' }))).toBeNull();
    expect(await renderPage(request({ url: '/terms', hostname: 'app.chairly.localhost' }))).toBeNull();
  });
  it('keeps no per-render AsyncLocalStorage (on Node 20 its first run would tax every later request of the process)', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const page = await renderPage(request({ url: '/services/book', hostname: 'anna.chairly.localhost', fetch: stylistApi().fetch, acceptLanguage: 'en' }));
      expect(page?.html).toContain('Men&#x27;s cut');
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });
});

describe('the booking page’s markup (issue #33.3: rendering made cheaper, the same HTML)', () => {
  // A fixed day: the page shows her coming closures, counted from today.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const render = (acceptLanguage: string) =>
    renderPage(request({ url: '/services/book', hostname: 'anna.chairly.localhost', fetch: stylistApi().fetch, acceptLanguage }));

  it.each(['en', 'de', 'ar'])('renders the same markup and state in %s as before', async (language) => {
    const page = await render(language);
    expect(page?.language).toBe(language);
    expect(page?.html).toMatchSnapshot('html');
    expect(page?.stateScript).toMatchSnapshot('state');
  });

  it('draws the page with React’s string renderer once its modules have arrived, to the same markup', async () => {
    const first = await render('en');
    vi.mocked(prerender).mockClear();
    const again = await render('en');
    expect(prerender).not.toHaveBeenCalled();
    expect(again?.html).toBe(first?.html);
  });

  it('renders each visitor in their own language when renders overlap', async () => {
    const pages = await Promise.all(['de', 'ar', 'en', 'fr', 'pt', 'de'].map((language) => render(language)));
    expect(pages.map((page) => page?.language)).toEqual(['de', 'ar', 'en', 'fr', 'pt', 'de']);
    expect(pages[0]?.html).toBe(pages[5]?.html);
    expect(pages[0]?.html).toBe((await render('de'))?.html);
    expect(pages[1]?.html).toBe((await render('ar'))?.html);
    expect(pages[2]?.html).toBe((await render('en'))?.html);
    expect(new Set(pages.map((page) => page?.html)).size).toBe(5);
  });
});
