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
  'POST /api/open_hours': managers,
  'GET /api/open_hours/overrides': all,
  'POST /api/open_hours/overrides': managers,
  'DELETE /api/open_hours/overrides/:date': managers,
  'GET /api/open_hours/holidays/countries': all,
  'GET /api/open_hours/holidays': all,
  'POST /api/open_hours/holidays/accept': managers,
  'GET /api/booking_rules': all,
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
  'GET /api/calendar-feed': managers,
  'POST /api/calendar-feed/regenerate': managers,
  'DELETE /api/calendar-feed': managers,
  'GET /api/exports/customers.csv': owner,
  'GET /api/exports/appointments.csv': owner,
  'GET /api/exports/services.csv': owner,
  'GET /api/exports/reviews.csv': owner,
  'POST /api/exports': owner,
  'GET /api/exports/:id': owner,
  // Blocked time closes the whole business in stage 1: staff see it, do not change it.
  'GET /api/blocked_times': all,
  'GET /api/blocked_times/covered_appointments': managers,
  'POST /api/blocked_times': managers,
  'PUT /api/blocked_times/:id': managers,
  'DELETE /api/blocked_times/:id': managers,
  'GET /api/appointment/:id/transitions': hers,
  'POST /api/appointment/:id/set-state': hers,
  'GET /api/appointment/:id/payment/card/details': hers,
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
  'GET /api/waitlist': managers,
  'POST /api/waitlist/:id/offer': managers,
};
