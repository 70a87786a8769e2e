import { COOKIE_NAMES } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';
import { createWebDist, HOSTS, testConfig } from './helpers';
import { startTestIssuer, type TestIssuer } from './oidc-issuer';

/** The production default (RATE_LIMIT_MAX unset), not the raised limit the other suites and the e2e system run with. */
const DEFAULT_MAX = testConfig().rateLimitMax;
/** One salon's shared Wi-Fi: every customer's calls come from this address. */
const SALON_WIFI = '198.51.100.77';
const CUSTOMERS = 20;

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let issuer: TestIssuer;
let stylist: BookingStylist;

beforeAll(async () => {
  issuer = await startTestIssuer();
  f = await createBookingFixture({ ...issuer.env, RATE_LIMIT_MAX: String(DEFAULT_MAX) }, { webDist: await createWebDist() });
  stylist = await f.openStylist('crowd');
});
afterAll(async () => {
  await f?.close();
  await issuer?.close();
});

type Call = { method?: 'GET' | 'POST'; url: string; host: string; payload?: object; headers?: Record<string, string> };

type Answer = { url: string; status: number; json: <T>() => T };

async function call({ method = 'GET', url, host, payload, headers = {} }: Call): Promise<Answer> {
  const response = await f.app.inject({ method, url, headers: { host, ...headers }, remoteAddress: SALON_WIFI, ...(payload ? { payload } : {}) });
  return { url: `${method} ${url}`, status: response.statusCode, json: <T>() => response.json<T>() };
}

/**
 * Each customer her own hour, 03:00 onwards: on the days the clocks change, the hours before 03:00
 * are skipped or repeated (02:00 and 03:00 the same instant in spring), after it every hour is one.
 */
const FIRST_HOUR = 3;

/** What the SPA calls, one customer, from the booking page to the booked appointment (apps/web/src/features/booking). */
async function bookOnce(index: number): Promise<string[]> {
  const answers: Answer[] = [];
  const track = async (call: Promise<Answer>) => {
    const answer = await call;
    answers.push(answer);
    return answer;
  };
  const site = stylist.host;
  const bookingPageData = (headers: Record<string, string>) =>
    Promise.all(
      ['/api/public/app-config', `/api/public/stylists/subdomain/${stylist.subdomain}`, '/api/public/services?itemsPerPage=100', '/api/public/open_hours', '/api/public/rates'].map((url) =>
        track(call({ url, host: site, headers })),
      ),
    );
  const availability = (from: number, to: number, headers: Record<string, string> = {}) =>
    track(call({ url: `/api/public/services/duration/60/available-dates/period/${dayFromNow(from)}/${dayFromNow(to)}`, host: site, headers }));

  // Signed out: the booking page, its data, two weeks of free times.
  await track(call({ url: '/', host: site }));
  await bookingPageData({});
  await availability(1, 7);
  await availability(8, 14);

  // Sign-in on the app host: the customer sign-in page, the provider, the callback page exchanging the ID token.
  await track(call({ url: '/login-customer', host: HOSTS.app }));
  await track(call({ url: '/api/public/app-config', host: HOSTS.app }));
  await track(call({ url: '/login-customer-callback', host: HOSTS.app }));
  await track(call({ url: '/api/public/app-config', host: HOSTS.app }));
  const signIn = await call({ method: 'POST', url: '/oidc_verify_customer_token', host: HOSTS.app, payload: { idToken: await issuer.idToken(`crowd-customer-${index}`) } });
  answers.push(signIn);
  if (signIn.status !== 200) return answers.filter((a) => a.status >= 400).map((a) => `${a.url} → ${a.status}`);
  const token = signIn.json<{ userToken: string }>().userToken;
  // Signed in, the SPA sends its bearer token with every API call, public ones included.
  const bearer = { authorization: `Bearer ${token}` };

  // Back on the booking page (a full load), the chosen time held and confirmed, the success page.
  await track(call({ url: '/', host: site, headers: { cookie: `${COOKIE_NAMES.signedIn}=1` } }));
  await bookingPageData(bearer);
  await availability(1, 7, bearer);
  const hold = await track(
    call({ method: 'POST', url: '/api/logged-customer/block-date', host: site, headers: bearer, payload: { services: [stylist.services[0]], startsAt: berlinStart(2, `${String(FIRST_HOUR + index).padStart(2, '0')}:00`) } }),
  );
  await track(call({ url: '/api/logged-customer/stylist-policy-config', host: site, headers: bearer }));
  await track(call({ url: '/api/logged-customer/customer', host: site, headers: bearer }));
  if (hold.status === 201) {
    const appointment = hold.json<{ id: number; uuid: string }>();
    const confirm = await track(
      call({
        method: 'POST',
        url: '/api/logged-customer/appointment/confirm',
        host: site,
        headers: bearer,
        payload: { appointmentId: appointment.id, stripeCardId: null, customer: { name: `Customer ${index}`, email: `crowd-customer-${index}@example.test` } },
      }),
    );
    if (confirm.status === 200) {
      await track(call({ url: `/api/logged-customer/appointment-by-uuid/${appointment.uuid}`, host: site, headers: bearer }));
      await track(call({ url: `/api/public/stylists/subdomain/${stylist.subdomain}`, host: site, headers: bearer }));
    }
  }
  return answers.filter((a) => a.status >= 400).map((a) => `${a.url} → ${a.status}`);
}

describe('twenty customers booking at once from one address, with the default limits', () => {
  it('all load the page, see the free times, sign in, hold and confirm', async () => {
    expect(DEFAULT_MAX).toBe(300);
    const failures = await Promise.all(Array.from({ length: CUSTOMERS }, (_, index) => bookOnce(index)));
    expect(failures).toEqual(Array(CUSTOMERS).fill([]));
    const { rows } = await f.pool.query<{ count: number }>("SELECT count(*)::integer AS count FROM appointments WHERE stylist_id = $1 AND state = 'booked'", [stylist.id]);
    expect(rows[0]?.count).toBe(CUSTOMERS);
  });
});
