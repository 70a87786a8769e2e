import type { DemoIds } from './fixture';

export type Access = 'public' | 'stylist' | 'customer';

/** A request that passes the route's schema (so that only the authorization decides). */
export type Sample = { url: string; body?: unknown };

export type RouteEntry =
  | { access: 'public'; reason: string }
  | {
      access: 'stylist' | 'customer';
      sample: (ids: DemoIds) => Sample;
      /**
       * The sample addresses one of anna's (or, for customer routes, carla's) own resources by id:
       * bella (or another customer) must get 404 for it.
       */
      tenantScoped?: true;
    };

const at = '2031-03-04T10:00:00Z';
/** yyyy-MM-dd `days` from now (special days lie between today and two years ahead). */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The next 25 December from tomorrow on: a public holiday of the next 12 months. */
const nextChristmas = () => {
  const tomorrow = daysAhead(1);
  const year = Number(tomorrow.slice(0, 4));
  return tomorrow <= `${year}-12-25` ? `${year}-12-25` : `${year + 1}-12-25`;
};
const docs = { access: 'public', reason: 'API documentation: the OpenAPI contract, no data' } as const;
const sandbox = {
  access: 'public',
  reason: 'sandbox payment provider pages (stand-in for Stripe-hosted pages, only while the payment sandbox is in effect: a local system without Stripe keys, or SANDBOXES=payments; checked in production-start.test.ts); the unguessable token or session id in the path is the credential',
} as const;
const devOutbox = {
  access: 'public',
  reason: 'development mail outbox; served on a local (.localhost) system only and not with NODE_ENV=production, 404 on a real domain whatever SANDBOXES says (checked in access.test.ts and production-start.test.ts)',
} as const;
const signIn = { access: 'public', reason: 'sign-in: the ID token / refresh token in the body is the credential (rate limited)' } as const;

export const serviceBody = (ids: DemoIds) => ({ name: 'Security cut', price: 35, hourly: false, duration: 30, category: ids.category, public: true });

/**
 * Every route of the app, classified. A route missing here fails access.test.ts: classify it (and, when
 * it is public, say why) before it can ship.
 */
export const ROUTES: Record<string, RouteEntry> = {
  // ---- public, with the reason ----
  'GET *': { access: 'public', reason: 'the SPA (pages and assets); no data' },
  'GET /api/docs': docs,
  'GET /api/docs/*': docs,
  'GET /api/docs/json': docs,
  'GET /api/docs/yaml': docs,
  'GET /api/docs/static/index.html': docs,
  'GET /api/docs/static/swagger-initializer.js': docs,
  'GET /api/exports/:id/download': {
    access: 'public',
    reason: "an archive's download link (issue #32.1): the single-purpose token in it (HMAC of the export's id under the API's secret) is the credential; wrong token → 404, past its expiry → 410 (exports.test.ts)",
  },
  'GET /api/health': { access: 'public', reason: 'liveness/readiness probe for load balancers' },
  'GET /api/calendar-feed/:file': {
    access: 'public',
    reason: "the stylist's private calendar feed for calendar programs (which send no token); the unguessable 32-byte token in the path is the credential (stored hashed, redacted in logs), regenerated or turned off → 404; no customer e-mail or phone",
  },
  'GET /api/public/app-config': { access: 'public', reason: 'runtime config the SPA reads before sign-in' },
  'GET /manifest.webmanifest': { access: 'public', reason: "web app manifest of the host (installable app): the business name her booking page shows anyway, theme and icons" },
  'GET /api/time_zone_dictionaries': { access: 'public', reason: 'reference data (IANA zones) for the registration form' },
  'GET /api/public/services': { access: 'public', reason: "public booking page: the subdomain's public services" },
  'GET /api/public/services/duration/:duration/available-dates/period/:startDate/:endDate': { access: 'public', reason: 'public booking page: free slots' },
  'GET /api/public/open_hours': { access: 'public', reason: 'public booking page: open hours' },
  'GET /api/public/deposit': { access: 'public', reason: 'public booking page: the deposit due for the chosen services (issue #20)' },
  'GET /api/public/closures': { access: 'public', reason: 'public booking page: upcoming closed days (dates only, no notes)' },
  'GET /api/public/rates': { access: 'public', reason: 'public booking page: published reviews' },
  'GET /api/public/stylists/subdomain/:subdomain': { access: 'public', reason: 'public booking page: the stylist card' },
  'GET /api/public/stylists/subdomain/:subdomain/check': { access: 'public', reason: 'registration form: subdomain availability (rate limited)' },
  'GET /api/public/appointment/:uuid/review/status': { access: 'public', reason: "review by link: the link's single-use token (or the customer's own sign-in) is the credential, not the uuid (review-links.test.ts)" },
  'POST /api/public/appointment/:uuid/review': { access: 'public', reason: "review by link: the link's single-use token (or the customer's own sign-in) is the credential, not the uuid (rate limited; review-links.test.ts)" },
  'GET /api/images/:key': { access: 'public', reason: 'uploaded profile/background images shown on the public page' },
  'POST /api/payments/webhook': { access: 'public', reason: 'payment provider webhook, authenticated by its signature' },
  'POST /api/auth/logout': { access: 'public', reason: 'logout: revokes the session a valid bearer token names, clears the session cookies; 204 for anything' },
  'GET /api/public/members': { access: 'public', reason: "public booking page: the business's members who take online bookings (name and photo only; issue #34)" },
  'GET /api/member-invitations/:token': {
    access: 'public',
    reason: "the invitation page before sign-in (issue #34): the link's random token is the credential (stored hashed); it shows the business, the invited address and role, nothing else; accepting it takes a sign-in with that address",
  },
  'POST /oidc_verify_stylist_token': signIn,
  'POST /oidc_verify_customer_token': signIn,
  'POST /oidc_refresh_stylist_token': { access: 'public', reason: 'refresh: the HttpOnly refresh cookie is the credential; Origin must be one of our hosts (rate limited)' },
  'GET /dev/outbox': devOutbox,
  'GET /dev/outbox.json': devOutbox,
  'GET /dev/outbox/:id': devOutbox,
  'GET /sandbox/assets/sandbox.css': sandbox,
  'GET /sandbox/onboarding/:token': sandbox,
  'POST /sandbox/onboarding/:token/complete': sandbox,
  'POST /sandbox/onboarding/:token/leave': sandbox,
  'GET /sandbox/authenticate/:paymentId': sandbox,
  'POST /sandbox/authenticate/:paymentId/complete': sandbox,
  'POST /sandbox/authenticate/:paymentId/fail': sandbox,
  'GET /sandbox/billing/checkout/:sessionId': sandbox,
  'POST /sandbox/billing/checkout/:sessionId/subscribe': sandbox,
  'POST /sandbox/billing/checkout/:sessionId/cancel': sandbox,
  'GET /sandbox/billing/portal': { ...sandbox, reason: 'sandbox billing portal (only while the sandbox is in effect); the signed, expiring link in the query is the credential' },
  'POST /sandbox/billing/portal/plan/:priceId': { ...sandbox, reason: 'sandbox billing portal (only while the sandbox is in effect); the signed, expiring link in the query is the credential' },
  'POST /sandbox/billing/portal/:step': { ...sandbox, reason: 'sandbox billing portal (only while the sandbox is in effect); the signed, expiring link in the query is the credential' },
  'POST /sandbox/cards/tokenize': { access: 'public', reason: 'sandbox stand-in for Stripe.js card tokenization (only while the payment sandbox is in effect)' },

  // ---- stylist ----
  'GET /api/services': { access: 'stylist', sample: () => ({ url: '/api/services' }) },
  'POST /api/services': { access: 'stylist', sample: (ids) => ({ url: '/api/services', body: serviceBody(ids) }) },
  'GET /api/services/categories': { access: 'stylist', sample: () => ({ url: '/api/services/categories' }) },
  'GET /api/services/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/services/${ids.service}` }) },
  'PUT /api/services/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/services/${ids.service}`, body: serviceBody(ids) }) },
  'DELETE /api/services/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/services/${ids.service}` }) },
  // Its `member` filter (D68): another business's member lists nothing (access.test.ts). The sample
  // keeps no query: without one the call must still be valid (the malformed-request check drops it).
  'GET /api/customers': { access: 'stylist', sample: () => ({ url: '/api/customers' }) },
  'POST /api/customers': { access: 'stylist', sample: () => ({ url: '/api/customers', body: { name: 'Zoe', email: 'zoe@example.test' } }) },
  'GET /api/customers/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/customers/${ids.customer}` }) },
  'PUT /api/customers/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/customers/${ids.customer}`, body: { name: 'Zoe' } }) },
  'DELETE /api/customers/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/customers/${ids.customer}` }) },
  'POST /api/customers/:id/erase': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/customers/${ids.customer}/erase` }) },
  'PUT /api/stylist/language': { access: 'stylist', sample: () => ({ url: '/api/stylist/language', body: { language: 'de' } }) },
  'GET /api/stylists/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/stylists/${ids.anna}` }) },
  'PATCH /api/stylists/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/stylists/${ids.anna}`, body: { businessDescription: 'Patched' } }) },
  'POST /api/stylist/register': {
    access: 'stylist',
    sample: () => ({ url: '/api/stylist/register', body: { businessName: 'Sec', subdomain: 'sec-studio', name: 'Sec', lastname: 'Urity', timeZone: 1 } }),
  },
  'GET /api/stylist/:provider/account': { access: 'stylist', sample: () => ({ url: '/api/stylist/sandbox/account' }) },
  'POST /api/stylist/:provider/onboarding': { access: 'stylist', sample: () => ({ url: '/api/stylist/sandbox/onboarding' }) },
  // D66: the caller's own payout account (the owner's: the business's).
  'GET /api/stylist/:provider/member-account': { access: 'stylist', sample: () => ({ url: '/api/stylist/sandbox/member-account' }) },
  'POST /api/stylist/:provider/member-account/onboarding': { access: 'stylist', sample: () => ({ url: '/api/stylist/sandbox/member-account/onboarding' }) },
  'GET /api/stylist-policy-config': { access: 'stylist', sample: () => ({ url: '/api/stylist-policy-config' }) },
  'POST /api/stylist-policy-config': { access: 'stylist', sample: () => ({ url: '/api/stylist-policy-config', body: [{ stylistConfig: 0, value: 50 }] }) },
  'POST /api/stylist-profile-img-update/:subdomain': { access: 'stylist', sample: () => ({ url: '/api/stylist-profile-img-update/anna' }) },
  'POST /api/stylist-bg-img-update/:subdomain': { access: 'stylist', sample: () => ({ url: '/api/stylist-bg-img-update/anna' }) },
  'GET /api/subscription/stylist': { access: 'stylist', sample: () => ({ url: '/api/subscription/stylist' }) },
  'GET /api/subscription/stylist/list': { access: 'stylist', sample: () => ({ url: '/api/subscription/stylist/list' }) },
  'POST /api/subscription/stylist/checkout': {
    access: 'stylist',
    sample: () => ({ url: '/api/subscription/stylist/checkout', body: { priceId: 'price_security', returnUrl: 'http://anna.chairly.localhost/apps/subscription' } }),
  },
  'POST /api/subscription/stylist/portal': {
    access: 'stylist',
    sample: () => ({ url: '/api/subscription/stylist/portal', body: { returnUrl: 'http://anna.chairly.localhost/subscription/plans' } }),
  },
  'POST /api/subscription/stylist/start-trial': { access: 'stylist', sample: () => ({ url: '/api/subscription/stylist/start-trial', body: { priceId: 'price_security' } }) },
  'POST /api/subscription/stylist/check-promo-code': { access: 'stylist', sample: () => ({ url: '/api/subscription/stylist/check-promo-code', body: { promoCode: 'NOPE' } }) },
  'POST /api/subscription/stylist/apply-promo-code': { access: 'stylist', sample: () => ({ url: '/api/subscription/stylist/apply-promo-code', body: { promoCode: 'NOPE' } }) },
  // Issue #34 stage 2 (D63): a member's week by `member` (the write samples name the owner's: another business's → 404;
  // a read without it is the caller's own: reads naming another member are member-weeks.test.ts's).
  'GET /api/open_hours': { access: 'stylist', sample: () => ({ url: '/api/open_hours' }) },
  'POST /api/open_hours': {
    access: 'stylist',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/open_hours?member=${ids.annaMember}`, body: [{ weekDay: 1, startTime: '09:00', endTime: '17:00' }] }),
  },
  'GET /api/open_hours/overrides': { access: 'stylist', sample: () => ({ url: '/api/open_hours/overrides' }) },
  'POST /api/open_hours/overrides': {
    access: 'stylist',
    sample: () => ({ url: '/api/open_hours/overrides?member=salon', body: { date: daysAhead(30), intervals: [{ startTime: '10:00', endTime: '13:30' }], note: 'Late opening' } }),
  },
  'DELETE /api/open_hours/overrides/:date': { access: 'stylist', sample: () => ({ url: `/api/open_hours/overrides/${daysAhead(30)}?member=salon` }) },
  'GET /api/open_hours/holidays/countries': { access: 'stylist', sample: () => ({ url: '/api/open_hours/holidays/countries' }) },
  'GET /api/open_hours/holidays': { access: 'stylist', sample: () => ({ url: '/api/open_hours/holidays' }) },
  'POST /api/open_hours/holidays/accept': { access: 'stylist', sample: () => ({ url: '/api/open_hours/holidays/accept', body: { country: 'DE', dates: [nextChristmas()] } }) },
  'GET /api/booking_rules': { access: 'stylist', sample: () => ({ url: '/api/booking_rules' }) },
  'PUT /api/booking_rules': {
    access: 'stylist',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/booking_rules?member=${ids.annaMember}`, body: { minNoticeMinutes: null, horizonDays: null, slotStepMinutes: null } }),
  },
  'GET /api/appointments': {
    access: 'stylist',
    sample: () => ({ url: `/api/appointments?${new URLSearchParams({ 'startsAt[after]': '2031-03-01T00:00:00Z', 'startsAt[strictly_before]': '2031-03-08T00:00:00Z' })}` }),
  },
  'POST /api/appointments': { access: 'stylist', sample: (ids) => ({ url: '/api/appointments', body: { customerId: ids.customer, services: [ids.service], startsAt: at } }) },
  'GET /api/appointments/list': {
    access: 'stylist',
    sample: (ids) => ({ url: `/api/appointments/list?${new URLSearchParams({ 'startsAt[after]': '2031-03-01T00:00:00Z', 'startsAt[strictly_before]': '2031-03-08T00:00:00Z', member: String(ids.annaMember) })}` }),
  },
  'POST /api/appointments/series/preview': {
    access: 'stylist',
    sample: (ids) => ({ url: '/api/appointments/series/preview', body: { customerId: ids.customer, services: [ids.service], startsAt: at, everyWeeks: 2, count: 3 } }),
  },
  'POST /api/appointments/series': {
    access: 'stylist',
    sample: (ids) => ({
      url: '/api/appointments/series',
      body: { customerId: ids.customer, services: [ids.service], everyWeeks: 2, occurrences: [{ startsAt: '2031-05-06T10:00:00Z' }, { startsAt: '2031-05-20T10:00:00Z' }] },
    }),
  },
  'GET /api/appointments/schedule/:date': { access: 'stylist', sample: () => ({ url: '/api/appointments/schedule/2031-03-04' }) },
  'GET /api/appointments/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/appointments/${ids.appointment}` }) },
  'PUT /api/appointments/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/appointments/${ids.appointment}`, body: { note: 'moved' } }) },
  'DELETE /api/appointments/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/appointments/${ids.appointment}` }) },
  'GET /api/calendar-feed': { access: 'stylist', sample: () => ({ url: '/api/calendar-feed' }) },
  'POST /api/calendar-feed/regenerate': { access: 'stylist', sample: () => ({ url: '/api/calendar-feed/regenerate' }) },
  'DELETE /api/calendar-feed': { access: 'stylist', sample: () => ({ url: '/api/calendar-feed' }) },
  // Issue #32.1: her data as CSV (every query names her) and as one archive.
  'GET /api/exports/customers.csv': { access: 'stylist', sample: () => ({ url: '/api/exports/customers.csv' }) },
  'GET /api/exports/appointments.csv': { access: 'stylist', sample: () => ({ url: '/api/exports/appointments.csv' }) },
  'GET /api/exports/services.csv': { access: 'stylist', sample: () => ({ url: '/api/exports/services.csv' }) },
  'GET /api/exports/reviews.csv': { access: 'stylist', sample: () => ({ url: '/api/exports/reviews.csv' }) },
  'POST /api/exports': { access: 'stylist', sample: () => ({ url: '/api/exports' }) },
  'GET /api/exports/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/exports/${ids.dataExport}` }) },
  'GET /api/blocked_times': {
    access: 'stylist',
    tenantScoped: true,
    sample: (ids) => ({
      url: `/api/blocked_times?${new URLSearchParams({ 'startsAt[after]': '2031-03-01T00:00:00Z', 'startsAt[strictly_before]': '2031-03-08T00:00:00Z', member: String(ids.annaMember) })}`,
    }),
  },
  'GET /api/blocked_times/covered_appointments': {
    access: 'stylist',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/blocked_times/covered_appointments?${new URLSearchParams({ startsAt: at, endsAt: '2031-03-04T12:00:00Z', member: String(ids.annaMember) })}` }),
  },
  'POST /api/blocked_times': {
    access: 'stylist',
    tenantScoped: true,
    sample: (ids) => ({ url: '/api/blocked_times', body: { startsAt: at, endsAt: '2031-03-04T12:00:00Z', note: 'Doctor', memberId: ids.annaMember } }),
  },
  'PUT /api/blocked_times/:id': {
    access: 'stylist',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/blocked_times/${ids.blockedTime}`, body: { startsAt: at, endsAt: '2031-03-04T13:00:00Z' } }),
  },
  'DELETE /api/blocked_times/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/blocked_times/${ids.blockedTime}` }) },
  'GET /api/appointment/:id/transitions': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/appointment/${ids.appointment}/transitions` }) },
  'POST /api/appointment/:id/set-state': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/appointment/${ids.appointment}/set-state`, body: { transition: 'cancel' } }) },
  'GET /api/appointment/:id/payment/card/details': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/appointment/${ids.appointment}/payment/card/details` }) },
  'GET /api/appointment/:id/payment/charges': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/appointment/${ids.appointment}/payment/charges` }) },
  'GET /api/appointment/:id/payment/:type/availability': {
    access: 'stylist',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/appointment/${ids.appointment}/payment/no-show-fee/availability` }),
  },
  'POST /api/appointment/:id/payment/no-show-fee': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/appointment/${ids.appointment}/payment/no-show-fee` }) },
  'POST /api/appointment/:id/payment/cancel-fee': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/appointment/${ids.appointment}/payment/cancel-fee` }) },
  'POST /api/appointment/:id/payment/checkout': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/appointment/${ids.appointment}/payment/checkout` }) },
  'POST /api/appointment/:id/payment/deposit/refund': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/appointment/${ids.appointment}/payment/deposit/refund` }) },
  'GET /api/rates': { access: 'stylist', sample: () => ({ url: '/api/rates' }) },
  'GET /api/rates/pending-count': { access: 'stylist', sample: () => ({ url: '/api/rates/pending-count' }) },
  'GET /api/rates/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/rates/${ids.review}` }) },
  'PUT /api/rates/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/rates/${ids.review}`, body: { public: false } }) },
  'GET /api/dashboard/statistics/:type': { access: 'stylist', sample: () => ({ url: '/api/dashboard/statistics/appointments' }) },
  // Issue 32 (3b): her webhooks and their delivery log.
  'GET /api/webhooks': { access: 'stylist', sample: () => ({ url: '/api/webhooks' }) },
  'POST /api/webhooks': { access: 'stylist', sample: () => ({ url: '/api/webhooks', body: { url: 'https://hooks.example.com/security', events: ['customer.created'] } }) },
  'DELETE /api/webhooks/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/webhooks/${ids.webhook}` }) },
  'GET /api/webhooks/:id/deliveries': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/webhooks/${ids.webhook}/deliveries` }) },
  'POST /api/webhooks/:id/deliveries/:deliveryId/retry': {
    access: 'stylist',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/webhooks/${ids.webhook}/deliveries/${ids.webhookDelivery}/retry` }),
  },
  // Issue 32 (3a): her API keys; who a key itself may call: api-keys.test.ts in this folder.
  'GET /api/api-keys': { access: 'stylist', sample: () => ({ url: '/api/api-keys' }) },
  'POST /api/api-keys': { access: 'stylist', sample: () => ({ url: '/api/api-keys', body: { name: 'Security', scope: 'read' } }) },
  'DELETE /api/api-keys/:id': { access: 'stylist', sample: () => ({ url: '/api/api-keys/999999' }) },
  // Issue #34: the Team (role gates: owner-only invitations; PATCH by the owner or the member herself).
  'GET /api/members': { access: 'stylist', sample: () => ({ url: '/api/members' }) },
  'GET /api/members/invitations': { access: 'stylist', sample: () => ({ url: '/api/members/invitations' }) },
  'POST /api/members/invitations': { access: 'stylist', sample: () => ({ url: '/api/members/invitations', body: { email: 'security.member@example.test', role: 'staff' } }) },
  'DELETE /api/members/invitations/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/members/invitations/${ids.invitation}` }) },
  'PATCH /api/members/:id': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/members/${ids.annaMember}`, body: { position: 0 } }) },
  'GET /api/members/:id/services': { access: 'stylist', tenantScoped: true, sample: (ids) => ({ url: `/api/members/${ids.annaMember}/services` }) },
  'PUT /api/members/:id/services': {
    access: 'stylist',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/members/${ids.annaMember}/services`, body: { allServices: true, services: [{ serviceId: ids.service, durationMinutes: null, priceCents: null }] } }),
  },

  // ---- customer ----
  'GET /api/logged-customer/stylist-policy-config': { access: 'customer', sample: () => ({ url: '/api/logged-customer/stylist-policy-config' }) },
  'POST /api/logged-customer/services/request-consultation': {
    access: 'customer',
    sample: (ids) => ({ url: '/api/logged-customer/services/request-consultation', body: { serviceId: ids.service, message: 'Is this right for me?', preferredContact: 'email' } }),
  },
  'POST /api/logged-customer/payment/create-customer': { access: 'customer', sample: () => ({ url: '/api/logged-customer/payment/create-customer' }) },
  'POST /api/logged-customer/payment/customer/card-setup': { access: 'customer', sample: () => ({ url: '/api/logged-customer/payment/customer/card-setup' }) },
  'GET /api/logged-customer/payment/customer/cards-list': { access: 'customer', sample: () => ({ url: '/api/logged-customer/payment/customer/cards-list' }) },
  'POST /api/logged-customer/payment/customer/add-card': { access: 'customer', sample: () => ({ url: '/api/logged-customer/payment/customer/add-card', body: { cardToken: 'tok_security' } }) },
  'POST /api/logged-customer/block-date': { access: 'customer', sample: (ids) => ({ url: '/api/logged-customer/block-date', body: { services: [ids.service], startsAt: at } }) },
  // Issue 21: the waitlist (ownership of entries: apps/api/test/waitlist.test.ts 'is tenant-scoped').
  'POST /api/logged-customer/waitlist': {
    access: 'customer',
    sample: (ids) => ({ url: '/api/logged-customer/waitlist', body: { services: [ids.service], from: daysAhead(1), to: daysAhead(7), timesOfDay: ['any'] } }),
  },
  'GET /api/logged-customer/waitlist': { access: 'customer', sample: () => ({ url: '/api/logged-customer/waitlist' }) },
  'GET /api/logged-customer/my-data': { access: 'customer', sample: () => ({ url: '/api/logged-customer/my-data' }) },
  'POST /api/logged-customer/erasure': { access: 'customer', sample: () => ({ url: '/api/logged-customer/erasure', body: { scope: 'stylist' } }) },
  'DELETE /api/logged-customer/waitlist/:id': { access: 'customer', sample: () => ({ url: '/api/logged-customer/waitlist/999999' }) },
  'GET /api/public/waitlist/offer/:uuid': { access: 'public', reason: 'issue #31.3: the offer page signed out; the hold’s uuid comes only in the customer’s message, no customer data' },
  'GET /api/waitlist': { access: 'stylist', sample: () => ({ url: '/api/waitlist' }) },
  'POST /api/waitlist/:id/offer': { access: 'stylist', sample: () => ({ url: '/api/waitlist/999999/offer', body: { startsAt: at } }) },
  'POST /api/logged-customer/appointment': {
    access: 'customer',
    sample: (ids) => ({
      url: '/api/logged-customer/appointment',
      body: { services: [ids.service], startsAt: at, stripeCardId: null, customer: { name: 'Carla', email: 'carla@chairly.test' } },
    }),
  },
  'POST /api/logged-customer/appointment/confirm': {
    access: 'customer',
    sample: (ids) => ({
      url: '/api/logged-customer/appointment/confirm',
      body: { appointmentId: ids.carlaAppointment.id, stripeCardId: null, customer: { name: 'Carla', email: 'carla@chairly.test' } },
    }),
  },
  'GET /api/logged-customer/appointments': { access: 'customer', sample: () => ({ url: '/api/logged-customer/appointments' }) },
  'GET /api/logged-customer/appointment-by-uuid/:uuid': {
    access: 'customer',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/logged-customer/appointment-by-uuid/${ids.carlaAppointment.uuid}` }),
  },
  'GET /api/logged-customer/appointment/:id/cancellation': {
    access: 'customer',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/logged-customer/appointment/${ids.carlaAppointment.id}/cancellation` }),
  },
  'DELETE /api/logged-customer/appointment': {
    access: 'customer',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/logged-customer/appointment?appointmentId=${ids.carlaAppointment.id}` }),
  },
  'GET /api/logged-customer/appointment-by-uuid/:uuid/ics': {
    access: 'customer',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/logged-customer/appointment-by-uuid/${ids.carlaAppointment.uuid}/ics` }),
  },
  'GET /api/logged-customer/appointment/:id/reschedule': {
    access: 'customer',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/logged-customer/appointment/${ids.carlaAppointment.id}/reschedule` }),
  },
  'GET /api/logged-customer/appointment/:id/available-dates/period/:startDate/:endDate': {
    access: 'customer',
    tenantScoped: true,
    sample: (ids) => ({ url: `/api/logged-customer/appointment/${ids.carlaAppointment.id}/available-dates/period/2031-03-04/2031-03-05` }),
  },
  'POST /api/logged-customer/appointment/reschedule': {
    access: 'customer',
    tenantScoped: true,
    sample: (ids) => ({ url: '/api/logged-customer/appointment/reschedule', body: { appointmentId: ids.carlaAppointment.id, startsAt: at } }),
  },
  'GET /api/logged-customer/customer': { access: 'customer', sample: () => ({ url: '/api/logged-customer/customer' }) },
  'PUT /api/logged-customer/language': { access: 'customer', sample: () => ({ url: '/api/logged-customer/language', body: { language: 'de' } }) },
};

/** Ids for reading a sample's shape (method, body or not) before the database exists. */
export const PLACEHOLDER_IDS: DemoIds = {
  anna: 1, bella: 2, carla: 1, otherCustomer: 2, service: 1, bellaService: 2, category: 1, customer: 1, appointment: 1, review: 1,
  carlaAppointment: { id: 1, uuid: '00000000-0000-4000-8000-000000000000' },
  blockedTime: 1,
  webhook: 1,
  webhookDelivery: 1,
  dataExport: '00000000-0000-4000-8000-000000000001',
  annaMember: 1,
  invitation: 1,
};

/** Stylist and customer routes whose sample carries a JSON body. */
export const bodyRoutes = () =>
  Object.entries(ROUTES).flatMap(([route, entry]) =>
    entry.access !== 'public' && entry.sample(PLACEHOLDER_IDS).body !== undefined ? [{ route, access: entry.access, sample: entry.sample }] : [],
  );
