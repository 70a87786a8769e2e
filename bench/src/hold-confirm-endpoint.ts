// The write path of a busy day: a customer holds a fresh slot (block-date), then confirms that hold,
// on many stylists at once, each booking signed in as a customer of its own. No bare baseline: it
// would have to copy the booking rules and the transaction statement by statement (see ../README.md).
import { ROLES } from '@chairly/shared';
import type autocannon from 'autocannon';
import type pg from 'pg';
import type { BenchEndpoint } from './bench-endpoint';
import { createBookingFixture, type BookingAccount, type BookingFixture } from './booking-fixture';
import { send } from './http';
import { instant } from './stress-fixture';
import { createSyncTokenSigner } from './sync-api-token';

const BLOCK_DATE = '/api/logged-customer/block-date';
const CONFIRM = '/api/logged-customer/appointment/confirm';
const NAME = 'hold + confirm';
const PATH = `POST ${BLOCK_DATE}, then POST ${CONFIRM}`;
/** One stylist's writes wait for each other (her lock); a busy day is many stylists. */
const STYLISTS = 50;
/** Well above the most bookings in flight (one per connection, 100) and the few a run cuts short. */
const ACCOUNTS = 300;

type Hold = { host: string; authorization: string; body: { services: number[]; startsAt: string } };
/** One connection's booking in progress (autocannon's context, new for every hold). */
type Pair = { account?: BookingAccount; host?: string; authorization?: string; appointmentId?: number };

const confirmBody = (appointmentId: number, account: BookingAccount) => ({
  appointmentId,
  stripeCardId: null,
  customer: { name: account.name, lastName: account.lastName, email: account.email, phone: '' },
  note: '',
});

export function holdConfirmEndpoint({ pool, secret, baseDomain }: { pool: pg.Pool; secret: string; baseDomain: string }): BenchEndpoint {
  const sign = createSyncTokenSigner(secret);
  let fixture: BookingFixture | null = null;
  let holds = 0;

  /**
   * The next booking's hold: stylists in turn, each her next free start (never offered twice, so
   * no row meets another's appointment), and a sign-in of its own (the booking calls allow 20 a
   * minute per signed-in user: a token per booking never meets that limit, like a day of customers).
   */
  function nextHold(account: BookingAccount): Hold {
    if (!fixture) throw new Error('hold + confirm: prepare() was not called');
    const stylistIndex = holds++ % fixture.stylists.length;
    const stylist = fixture.stylists[stylistIndex]!;
    const token = sign({ sub: `bench-customer-${account.id}-booking-${holds}`, roles: [ROLES.customer], stylistId: null, subdomain: null, customerAccountId: account.id });
    return { host: stylist.host, authorization: `Bearer ${token}`, body: { services: [stylist.serviceId], startsAt: instant(fixture.nextStart(stylistIndex)) } };
  }

  return {
    name: NAME,
    path: PATH,
    baseline: false,
    note:
      `Each booking: a fresh slot of one of ${STYLISTS} stylists (in turn), a customer signed in for it alone; req/s, latency and CPU are per call (bookings/s = req/s ÷ 2). ` +
      'No bare baseline: it would have to copy the booking rules and the transaction statement by statement; compare before with after.',
    async prepare() {
      fixture = await createBookingFixture(pool, { stylists: STYLISTS, accounts: ACCOUNTS, baseDomain });
    },
    async check({ api }) {
      const account = fixture?.accounts[0];
      if (!account) throw new Error('hold + confirm: no customer account');
      const hold = nextHold(account);
      const headers = { host: hold.host, authorization: hold.authorization };
      const held = await send(api.origin, 'POST', BLOCK_DATE, headers, hold.body);
      const id = (held.body as { id?: number; state?: string } | null)?.id;
      if (held.status !== 201 || !id) throw new Error(`hold + confirm: the hold answered ${held.status} ${JSON.stringify(held.body).slice(0, 300)}`);
      const confirmed = await send(api.origin, 'POST', CONFIRM, headers, confirmBody(id, account));
      const state = (confirmed.body as { state?: string } | null)?.state;
      if (confirmed.status !== 200 || state !== 'booked') throw new Error(`hold + confirm: the confirm answered ${confirmed.status} ${JSON.stringify(confirmed.body).slice(0, 300)}`);
      return { name: NAME, path: PATH, responseBytes: JSON.stringify(confirmed.body).length, sameJson: null };
    },
    targets(origins) {
      const accounts = fixture?.accounts ?? [];
      // Customers not in the middle of a booking, shared by every connection of the run: a new hold
      // of a customer would let her previous one go, so no customer has two bookings in flight.
      const free = [...accounts];
      const requests: autocannon.Request[] = [
        {
          method: 'POST',
          path: BLOCK_DATE,
          setupRequest: (request, context) => {
            const pair = context as Pair;
            const account = free.shift();
            if (!account) throw new Error(`hold + confirm: all ${accounts.length} customer accounts are in the middle of a booking`);
            const hold = nextHold(account);
            Object.assign(pair, { account, host: hold.host, authorization: hold.authorization });
            return { ...request, headers: { ...request.headers, host: hold.host, authorization: hold.authorization, 'content-type': 'application/json' }, body: JSON.stringify(hold.body) };
          },
          onResponse: (status, body, context) => {
            (context as Pair).appointmentId = status === 201 ? (JSON.parse(body) as { id: number }).id : undefined;
          },
        },
        {
          method: 'POST',
          path: CONFIRM,
          setupRequest: (request, context) => {
            const pair = context as Pair;
            // A failed hold still sends its confirm (appointment 0: 400), so the failure shows as non-2xx.
            const body = pair.account ? confirmBody(pair.appointmentId ?? 0, pair.account) : {};
            return { ...request, headers: { ...request.headers, host: pair.host ?? '', authorization: pair.authorization ?? '', 'content-type': 'application/json' }, body: JSON.stringify(body) };
          },
          onResponse: (_status, _body, context) => {
            const { account } = context as Pair;
            if (account) free.push(account);
          },
        },
      ];
      return origins.map((origin) => ({ origin, path: BLOCK_DATE, headers: {}, requests }));
    },
  };
}
