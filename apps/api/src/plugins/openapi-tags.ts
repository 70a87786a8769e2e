/**
 * The OpenAPI document's tags (declared at its top level, plugins/openapi-shape.ts). A tag missing
 * here is still declared, with a plain description; add it here to say more.
 */
export const OPENAPI_TAGS: Record<string, string> = {
  'api keys': 'A stylist’s API keys for her own tools: created (the key shown once), listed, revoked',
  appointments: 'The stylist’s appointments: calendar, list, series, state changes',
  auth: 'Sign-in, token refresh, sign-out and the account’s language',
  'blocked time': 'Times the stylist blocks in her calendar',
  booking: 'A signed-in customer’s bookings: holds, confirmation, rescheduling, cancellation',
  'calendar feed': 'The stylist’s private iCalendar feed and a customer’s .ics file',
  customer: 'A signed-in customer’s payment cards and the stylist’s policies she agrees to',
  customers: 'The stylist’s customer records',
  dashboard: 'The stylist’s statistics and day schedule',
  exports: 'The stylist’s data as CSV files and a JSON archive',
  members: 'A business’s team: its members and their roles, invitations by e-mail, the public list of who takes bookings',
  payments: 'Payment accounts, charges, fees, deposits and the provider’s webhook',
  privacy: 'A customer’s access to her data and erasure (GDPR Art. 15, 17, 20)',
  public: 'What a stylist’s public booking page shows, without sign-in',
  reviews: 'Reviews: written by customers, published by the stylist',
  sandbox: 'The payment sandbox’s stand-in pages (only while the sandbox is in effect)',
  services: 'The stylist’s services and their categories',
  settings: 'The stylist’s settings: open hours, special days, booking rules, images, payments',
  stylists: 'Stylist registration and profiles',
  subscription: 'The stylist’s Chairly subscription: plans, checkout, trial, promo codes',
  system: 'Health and runtime configuration',
  waitlist: 'Customers waiting for a free time and the stylist’s offers',
  webhooks: 'A stylist’s outgoing webhooks and their delivery log',
};
