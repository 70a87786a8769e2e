/**
 * Issue #34 (D60): what a manager and a staff member of a business may call, for every stylist route
 * of routes.ts (the owner may call them all). A stylist route missing here fails roles.test.ts.
 *
 * - `allow`: the call gets through the role gate (2xx for a read).
 * - `deny`: 403 (`role_forbidden`), nothing changed.
 * - `own` (staff): only her own appointments and the customers she has one with; the samples name
 *   the owner's, so they answer 404, nothing changed.
 *
 * `inHandler`: the route decides in its handler (it has no role guard, so no `x-roles` in OpenAPI).
 */
export type Gate = 'allow' | 'deny' | 'own';
export type RoleEntry = { manager: Gate; staff: Gate; inHandler?: true };

const all: RoleEntry = { manager: 'allow', staff: 'allow' };
/** Settings and catalogue writes: staff read them only. */
const managers: RoleEntry = { manager: 'allow', staff: 'deny' };
/** Billing, payouts, members, API keys, webhooks, exports, erasure. */
const owner: RoleEntry = { manager: 'deny', staff: 'deny' };
const hers: RoleEntry = { manager: 'allow', staff: 'own' };
/**
 * Issue #34 stage 2 (D63): a member's week (hours, special days, blocked time, rules, services).
 * Owners and managers reach anyone's, staff only their own; the samples name the owner's (or the
 * salon's days), so staff get 403 from the handler. Reads without `member` are her own (`all`);
 * her own writes and reads of another's: member-weeks.test.ts.
 */
const weeks: RoleEntry = { manager: 'allow', staff: 'deny', inHandler: true };

export const MEMBER_ROLES_TABLE: Record<string, RoleEntry> = {
  'GET /api/services': all,
  'POST /api/services': managers,
  'GET /api/services/categories': all,
  'GET /api/services/:id': all,
  'PUT /api/services/:id': managers,
  'DELETE /api/services/:id': managers,
  // Staff list only their customers (roles.test.ts), may add one (to book her), not delete one.
  'GET /api/customers': all,
  'POST /api/customers': all,
  'GET /api/customers/:id': hers,
  'PUT /api/customers/:id': hers,
  'DELETE /api/customers/:id': managers,
  'POST /api/customers/:id/erase': owner,
  // Another member's choice is not saved on the owner's account (204 without a change).
  'PUT /api/stylist/language': all,
  'GET /api/stylists/:id': all,
  'PATCH /api/stylists/:id': managers,
  'POST /api/stylist/register': owner,
  // A manager reads whether payments are connected (the policies need it); onboarding is the owner's.
  'GET /api/stylist/:provider/account': managers,
  'POST /api/stylist/:provider/onboarding': owner,
  // D66: every member connects and reads her OWN payout account (the business's stays the owner's).
  'GET /api/stylist/:provider/member-account': all,
  'POST /api/stylist/:provider/member-account/onboarding': all,
  'GET /api/stylist-policy-config': all,
  'POST /api/stylist-policy-config': managers,
  'POST /api/stylist-profile-img-update/:subdomain': managers,
  'POST /api/stylist-bg-img-update/:subdomain': managers,
  // Every member's app shell reads whether the business is subscribed; the rest of billing is the owner's.
  'GET /api/subscription/stylist': all,
  'GET /api/subscription/stylist/list': owner,
  'POST /api/subscription/stylist/checkout': owner,
  'POST /api/subscription/stylist/portal': owner,
  'POST /api/subscription/stylist/start-trial': owner,
  'POST /api/subscription/stylist/check-promo-code': owner,
  'POST /api/subscription/stylist/apply-promo-code': owner,
  'GET /api/open_hours': all,
  'POST /api/open_hours': weeks,
  // Everyone reads the salon's days; staff change only their own.
  'GET /api/open_hours/overrides': all,
  'POST /api/open_hours/overrides': weeks,
  'DELETE /api/open_hours/overrides/:date': weeks,
  'GET /api/open_hours/holidays/countries': all,
  'GET /api/open_hours/holidays': all,
  'POST /api/open_hours/holidays/accept': managers,
  'GET /api/booking_rules': all,
  'PUT /api/booking_rules': weeks,
  // Lists narrowed to hers and bookings made hers: roles.test.ts checks what they hold.
  'GET /api/appointments': all,
  'POST /api/appointments': all,
  'GET /api/appointments/list': all,
  'POST /api/appointments/series/preview': all,
  'POST /api/appointments/series': all,
  'GET /api/appointments/schedule/:date': managers,
  'GET /api/appointments/:id': hers,
  'PUT /api/appointments/:id': hers,
  'DELETE /api/appointments/:id': hers,
  // D68: every member has a feed of her own; these act on the caller's (member-feeds.test.ts).
  'GET /api/calendar-feed': all,
  'POST /api/calendar-feed/regenerate': all,
  'DELETE /api/calendar-feed': all,
  'GET /api/exports/customers.csv': owner,
  'GET /api/exports/appointments.csv': owner,
  'GET /api/exports/services.csv': owner,
  'GET /api/exports/reviews.csv': owner,
  'POST /api/exports': owner,
  'GET /api/exports/:id': owner,
  // Each member's own blocked time (D63); the sample range is the owner's.
  'GET /api/blocked_times': weeks,
  'GET /api/blocked_times/covered_appointments': weeks,
  'POST /api/blocked_times': weeks,
  'PUT /api/blocked_times/:id': weeks,
  'DELETE /api/blocked_times/:id': weeks,
  'GET /api/appointment/:id/transitions': hers,
  'POST /api/appointment/:id/set-state': hers,
  'GET /api/appointment/:id/payment/card/details': hers,
  'GET /api/appointment/:id/payment/charges': hers,
  'GET /api/appointment/:id/payment/:type/availability': hers,
  'POST /api/appointment/:id/payment/no-show-fee': hers,
  'POST /api/appointment/:id/payment/cancel-fee': hers,
  'POST /api/appointment/:id/payment/checkout': hers,
  'POST /api/appointment/:id/payment/deposit/refund': hers,
  'GET /api/rates': all,
  'GET /api/rates/pending-count': all,
  'GET /api/rates/:id': all,
  'PUT /api/rates/:id': managers,
  'GET /api/dashboard/statistics/:type': managers,
  'GET /api/webhooks': owner,
  'POST /api/webhooks': owner,
  'DELETE /api/webhooks/:id': owner,
  'GET /api/webhooks/:id/deliveries': owner,
  'POST /api/webhooks/:id/deliveries/:deliveryId/retry': owner,
  'GET /api/api-keys': owner,
  'POST /api/api-keys': owner,
  'DELETE /api/api-keys/:id': owner,
  'GET /api/members': all,
  'GET /api/members/invitations': owner,
  'POST /api/members/invitations': owner,
  'DELETE /api/members/invitations/:id': owner,
  // The sample changes the owner's row: the owner's alone (a member may change only her own name and photo).
  'PATCH /api/members/:id': { ...owner, inHandler: true },
  // Staff read their own services only (the sample is the owner's); setting them is the managers'.
  'GET /api/members/:id/services': weeks,
  'PUT /api/members/:id/services': managers,
  'GET /api/waitlist': managers,
  'POST /api/waitlist/:id/offer': managers,
};
