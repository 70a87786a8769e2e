// The races of issue #17 point 1: every write that touches appointments, 50 calls at once.
import { instant, type Headers, type Slot, type StressStylist } from './stress-fixture';

export type Call = { method: string; path: string; headers: Headers; body?: unknown };

/** How many of the racing calls may succeed: exactly one (one slot, one state change, one charge), or at least one. */
export type Winners = 'one' | 'some';

export type Race = {
  calls: Call[];
  /** Slots the race fights over: afterwards each holds at most one held or booked appointment. */
  slots: Slot[];
  /** Appointments that may be charged: afterwards each has at most one charge. */
  charged?: number[];
  winners: Winners;
};

export type Scenario = {
  name: string;
  /** The endpoint(s) raced, as shown in the report. */
  endpoint: string;
  /** Only when the one-call booking endpoint exists (it is new; a 404 there is "not available"). */
  needsOneCallBooking?: boolean;
  prepare: (stylist: StressStylist, concurrency: number) => Promise<Race>;
};

const BLOCK_DATE = '/api/logged-customer/block-date';
export const ONE_CALL_BOOKING = '/api/logged-customer/appointment';

const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

export const SCENARIOS: Scenario[] = [
  {
    name: 'hold: one customer ×50, one session',
    endpoint: `POST ${BLOCK_DATE}`,
    // One token: the booking limit (20 a minute per signed-in user) answers part of them 429 first.
    prepare: async (s, n) => {
      const [customer] = await s.customers(1);
      const headers = await s.customerHeaders(customer!, { fresh: false });
      const slot = s.futureSlot();
      return { calls: Array.from({ length: n }, () => ({ method: 'POST', path: BLOCK_DATE, headers, body: { services: [s.serviceId], startsAt: instant(slot.startsAt) } })), slots: [slot], winners: 'some' };
    },
  },
  {
    name: 'hold: one customer ×50',
    endpoint: `POST ${BLOCK_DATE}`,
    prepare: async (s, n) => {
      const [customer] = await s.customers(1);
      const slot = s.futureSlot();
      const body = { services: [s.serviceId], startsAt: instant(slot.startsAt) };
      // Each new hold of hers releases her previous one, so several may succeed in turn.
      return { calls: await times(n, async () => ({ method: 'POST', path: BLOCK_DATE, headers: await s.customerHeaders(customer!), body })), slots: [slot], winners: 'some' };
    },
  },
  {
    name: 'hold: 50 customers',
    endpoint: `POST ${BLOCK_DATE}`,
    prepare: async (s, n) => {
      const customers = await s.customers(n);
      const slot = s.futureSlot();
      const body = { services: [s.serviceId], startsAt: instant(slot.startsAt) };
      return { calls: await times(n, async (i) => ({ method: 'POST', path: BLOCK_DATE, headers: await s.customerHeaders(customers[i]!), body })), slots: [slot], winners: 'one' };
    },
  },
  {
    name: 'confirm: one hold ×50',
    endpoint: 'POST /api/logged-customer/appointment/confirm',
    prepare: async (s, n) => {
      const [customer] = await s.customers(1);
      const slot = s.futureSlot();
      const appointmentId = await s.appointment({ customerId: await s.customerIdOf(customer!), state: 'held', slot });
      const body = { appointmentId, stripeCardId: customer!.cardId, customer: customer!.contact, note: '' };
      return {
        calls: await times(n, async () => ({ method: 'POST', path: '/api/logged-customer/appointment/confirm', headers: await s.customerHeaders(customer!), body })),
        slots: [slot],
        winners: 'one',
      };
    },
  },
  {
    name: 'one-call booking: one customer ×50',
    endpoint: `POST ${ONE_CALL_BOOKING}`,
    needsOneCallBooking: true,
    prepare: async (s, n) => {
      const [customer] = await s.customers(1);
      const slot = s.futureSlot();
      const body = { services: [s.serviceId], startsAt: instant(slot.startsAt), stripeCardId: customer!.cardId, customer: customer!.contact, note: '' };
      return { calls: await times(n, async () => ({ method: 'POST', path: ONE_CALL_BOOKING, headers: await s.customerHeaders(customer!), body })), slots: [slot], winners: 'one' };
    },
  },
  {
    name: 'one-call booking: 50 customers',
    endpoint: `POST ${ONE_CALL_BOOKING}`,
    needsOneCallBooking: true,
    prepare: async (s, n) => {
      const customers = await s.customers(n);
      const slot = s.futureSlot();
      return {
        calls: await times(n, async (i) => ({
          method: 'POST',
          path: ONE_CALL_BOOKING,
          headers: await s.customerHeaders(customers[i]!),
          body: { services: [s.serviceId], startsAt: instant(slot.startsAt), stripeCardId: customers[i]!.cardId, customer: customers[i]!.contact, note: '' },
        })),
        slots: [slot],
        winners: 'one',
      };
    },
  },
  {
    name: 'customer cancel ×50',
    endpoint: 'DELETE /api/logged-customer/appointment',
    prepare: async (s, n) => {
      const [customer] = await s.customers(1);
      const slot = s.futureSlot();
      const id = await s.appointment({ customerId: await s.customerIdOf(customer!), state: 'booked', slot, cardId: customer!.cardId });
      return {
        calls: await times(n, async () => ({ method: 'DELETE', path: `/api/logged-customer/appointment?appointmentId=${id}`, headers: await s.customerHeaders(customer!) })),
        slots: [slot],
        winners: 'one',
      };
    },
  },
  {
    name: 'cancel: stylist ×25 vs customer ×25',
    endpoint: 'DELETE /api/appointments/{id} + DELETE /api/logged-customer/appointment',
    prepare: async (s, n) => {
      const [customer] = await s.customers(1);
      const slot = s.futureSlot();
      const id = await s.appointment({ customerId: await s.customerIdOf(customer!), state: 'booked', slot, cardId: customer!.cardId });
      const calls = await times(n, async (i) =>
        i % 2 === 0
          ? { method: 'DELETE', path: `/api/appointments/${id}`, headers: s.stylistHeaders }
          : { method: 'DELETE', path: `/api/logged-customer/appointment?appointmentId=${id}`, headers: await s.customerHeaders(customer!) },
      );
      return { calls, slots: [slot], winners: 'one' };
    },
  },
  {
    name: 'stylist create ×50 onto one slot',
    endpoint: 'POST /api/appointments',
    prepare: async (s, n) => {
      const customerIds = await s.walkInCustomers(n);
      const slot = s.futureSlot();
      const calls = customerIds.map((customerId) => ({
        method: 'POST',
        path: '/api/appointments',
        headers: s.stylistHeaders,
        body: { customerId, services: [s.serviceId], startsAt: instant(slot.startsAt), note: '' },
      }));
      return { calls, slots: [slot], winners: 'one' };
    },
  },
  {
    name: 'stylist create ×1 vs 49 customer holds',
    endpoint: `POST /api/appointments + POST ${BLOCK_DATE}`,
    prepare: async (s, n) => {
      const [walkIn] = await s.walkInCustomers(1);
      const customers = await s.customers(n - 1);
      const slot = s.futureSlot();
      const startsAt = instant(slot.startsAt);
      const holds = await times(n - 1, async (i) => ({ method: 'POST', path: BLOCK_DATE, headers: await s.customerHeaders(customers[i]!), body: { services: [s.serviceId], startsAt } }));
      // The stylist's call in the middle of the volley.
      const middle = Math.floor(n / 2);
      const stylist = { method: 'POST', path: '/api/appointments', headers: s.stylistHeaders, body: { customerId: walkIn, services: [s.serviceId], startsAt, note: '' } };
      return { calls: [...holds.slice(0, middle), stylist, ...holds.slice(middle)], slots: [slot], winners: 'one' };
    },
  },
  {
    name: 'stylist move: 50 appointments onto one slot',
    endpoint: 'PUT /api/appointments/{id}',
    prepare: async (s, n) => {
      const customerIds = await s.walkInCustomers(n);
      const target = s.futureSlot();
      const sources = Array.from({ length: n }, () => s.futureSlot());
      const ids = await times(n, (i) => s.appointment({ customerId: customerIds[i]!, state: 'booked', slot: sources[i]!, createdBy: 'stylist' }));
      return {
        calls: ids.map((id) => ({ method: 'PUT', path: `/api/appointments/${id}`, headers: s.stylistHeaders, body: { startsAt: instant(target.startsAt) } })),
        slots: [target, ...sources],
        winners: 'one',
      };
    },
  },
  {
    name: 'stylist move: one appointment ×50',
    endpoint: 'PUT /api/appointments/{id}',
    prepare: async (s, n) => {
      const [customerId] = await s.walkInCustomers(1);
      const source = s.futureSlot();
      const targets = Array.from({ length: n }, () => s.futureSlot());
      const id = await s.appointment({ customerId: customerId!, state: 'booked', slot: source, createdBy: 'stylist' });
      // Each move is valid on its own: any number may succeed, one after the other.
      return {
        calls: targets.map((target) => ({ method: 'PUT', path: `/api/appointments/${id}`, headers: s.stylistHeaders, body: { startsAt: instant(target.startsAt) } })),
        slots: [source, ...targets],
        winners: 'some',
      };
    },
  },
  {
    name: 'stylist delete ×50',
    endpoint: 'DELETE /api/appointments/{id}',
    prepare: async (s, n) => {
      const [customerId] = await s.walkInCustomers(1);
      const slot = s.futureSlot();
      const id = await s.appointment({ customerId: customerId!, state: 'booked', slot, createdBy: 'stylist' });
      return { calls: Array.from({ length: n }, () => ({ method: 'DELETE', path: `/api/appointments/${id}`, headers: s.stylistHeaders })), slots: [slot], winners: 'one' };
    },
  },
  {
    name: 'transition: checkout ×50 (charges)',
    endpoint: 'POST /api/appointment/{id}/set-state',
    prepare: async (s, n) => {
      const [customer] = await s.customers(1);
      const slot = s.pastSlot();
      const id = await s.appointment({ customerId: await s.customerIdOf(customer!), state: 'booked', slot, cardId: customer!.cardId });
      const call = { method: 'POST', path: `/api/appointment/${id}/set-state`, headers: s.stylistHeaders, body: { transition: 'checkout' } };
      return { calls: Array.from({ length: n }, () => call), slots: [slot], charged: [id], winners: 'one' };
    },
  },
  {
    name: 'transition: no-show ×50',
    endpoint: 'POST /api/appointment/{id}/set-state',
    prepare: async (s, n) => {
      const [customer] = await s.customers(1);
      const slot = s.pastSlot();
      const id = await s.appointment({ customerId: await s.customerIdOf(customer!), state: 'booked', slot, cardId: customer!.cardId });
      const call = { method: 'POST', path: `/api/appointment/${id}/set-state`, headers: s.stylistHeaders, body: { transition: 'no-show' } };
      return { calls: Array.from({ length: n }, () => call), slots: [slot], charged: [id], winners: 'one' };
    },
  },
  {
    name: 'transition: checkout / no-show / cancel mixed ×50',
    endpoint: 'POST /api/appointment/{id}/set-state',
    prepare: async (s, n) => {
      const [customer] = await s.customers(1);
      // Started five minutes ago and not over: all three transitions are allowed.
      const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000);
      const slot = { startsAt, endsAt: new Date(startsAt.getTime() + 60 * 60_000) };
      const id = await s.appointment({ customerId: await s.customerIdOf(customer!), state: 'booked', slot, cardId: customer!.cardId });
      const names = ['checkout', 'no-show', 'cancel'];
      const calls = Array.from({ length: n }, (_, i) => ({ method: 'POST', path: `/api/appointment/${id}/set-state`, headers: s.stylistHeaders, body: { transition: names[i % 3] } }));
      return { calls, slots: [slot], charged: [id], winners: 'one' };
    },
  },
  {
    name: 'fee: no-show fee ×50',
    endpoint: 'POST /api/appointment/{id}/payment/no-show-fee',
    prepare: async (s, n) => {
      const [customer] = await s.customers(1);
      const id = await s.appointment({ customerId: await s.customerIdOf(customer!), state: 'no_show', slot: s.pastSlot(), cardId: customer!.cardId });
      const call = { method: 'POST', path: `/api/appointment/${id}/payment/no-show-fee`, headers: s.stylistHeaders };
      return { calls: Array.from({ length: n }, () => call), slots: [], charged: [id], winners: 'one' };
    },
  },
  {
    name: 'fee: cancellation fee ×50',
    endpoint: 'POST /api/appointment/{id}/payment/cancel-fee',
    prepare: async (s, n) => {
      const [customer] = await s.customers(1);
      // Cancelled just now, two hours before its start: inside the 24-hour window.
      const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 60 * 60_000);
      const slot = { startsAt, endsAt: new Date(startsAt.getTime() + 60 * 60_000) };
      const id = await s.appointment({ customerId: await s.customerIdOf(customer!), state: 'cancelled', slot, cardId: customer!.cardId, cancelledAt: new Date() });
      const call = { method: 'POST', path: `/api/appointment/${id}/payment/cancel-fee`, headers: s.stylistHeaders };
      return { calls: Array.from({ length: n }, () => call), slots: [], charged: [id], winners: 'one' };
    },
  },
  {
    name: 'fee: checkout charge ×50',
    endpoint: 'POST /api/appointment/{id}/payment/checkout',
    prepare: async (s, n) => {
      const [customer] = await s.customers(1);
      const id = await s.appointment({ customerId: await s.customerIdOf(customer!), state: 'completed', slot: s.pastSlot(), cardId: customer!.cardId });
      const call = { method: 'POST', path: `/api/appointment/${id}/payment/checkout`, headers: s.stylistHeaders };
      return { calls: Array.from({ length: n }, () => call), slots: [], charged: [id], winners: 'one' };
    },
  },
];
