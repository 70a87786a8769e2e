/**
 * One path segment: a value is URL-encoded, a route pattern (`:id`) is kept as it is, so the route
 * table can build its patterns with the same builders.
 */
function segment(value: number | string): string {
  const text = String(value);
  return /^:[A-Za-z]\w*$/.test(text) ? text : encodeURIComponent(text);
}

/** Typed path builders for every screen of docs/product.md §2 (hosts noted where a path is host-specific). */
export const paths = {
  home: () => '/',
  login: () => '/login',
  loginCallback: () => '/login-callback',
  loginCustomer: () => '/login-customer',
  loginCustomerCallback: () => '/login-customer-callback',
  register: () => '/register',
  logout: () => '/logout',
  /** App host: an invitation to join a business as a member (issue #34). */
  memberInvitation: (token: string) => `/invitation/${segment(token)}`,
  termsConditions: () => '/terms-conditions',
  privacyPolicy: () => '/privacy-policy',
  error404: () => '/error-404',
  error403: () => '/error-403',
  dashboard: () => '/apps/dashboard',
  calendar: () => '/apps/calendar',
  stylistSetting: (activeTab?: 'open-hours' | 'payment' | 'policy' | 'subscription' | 'team') =>
    activeTab ? `/apps/stylist/setting?activeTab=${activeTab}` : '/apps/stylist/setting',
  customers: () => '/apps/customers',
  customerList: () => '/apps/customers/list',
  customerEdit: (id: number | string) => `/apps/customers/${segment(id)}/edit`,
  serviceList: () => '/apps/services/list',
  serviceEdit: (id: number | string) => `/apps/services/${segment(id)}/edit`,
  appointments: () => '/apps/appointments',
  appointmentList: () => '/apps/appointments/list',
  appointmentShow: (id: number | string) =>
    `/apps/appointment/${segment(id)}/show`,
  reviews: () => '/apps/reviews',
  reviewList: () => '/apps/reviews/list',
  waitlist: () => '/apps/waitlist',
  waitlistOffer: () => '/services/waitlist/offer',
  appointmentReview: (uuid: string) => `/appointment/${segment(uuid)}/review`,
  booking: () => '/services/book',
  bookingDateTime: () => '/services/book/date-time',
  bookingConfirm: () => '/services/book/confirm',
  bookingSuccess: () => '/services/book/success',
  bookingsList: () => '/services/bookings',
  customerAccount: () => '/services/account',
  bookingDetail: (id: number | string) => `/services/booking/${segment(id)}`,
  bookingReschedule: (id: number | string) => `/services/booking/${segment(id)}/change-time`,
  requestConsultation: (id: number | string) =>
    `/services/${segment(id)}/request-consultation`,
  subscriptionPlans: () => '/subscription/plans',
  subscriptionReturn: (success: 'success' | 'cancel' | string) =>
    `/subscription/return/${segment(success)}`,
} as const;
