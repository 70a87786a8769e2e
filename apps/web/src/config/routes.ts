import { ROLES } from '@chairly/shared/constants';
import type { Role } from '@chairly/shared/constants';
import type { HostKind } from '@chairly/shared/hosts';
import { appointmentScreens } from '@/features/appointments/screens';
import { authScreens } from '@/features/auth/screens';
import { calendarScreens } from '@/features/calendar/screens';
import { bookingScreens } from '@/features/booking/screens';
import { errorScreens } from '@/features/errors/screens';
import { landingScreens } from '@/features/landing/screens';
import { customerScreens } from '@/features/customers/screens';
import { dashboardScreens } from '@/features/dashboard/screens';
import { legalScreens } from '@/features/legal/screens';
import { privacyScreens } from '@/features/privacy/screens';
import { reviewScreens } from '@/features/reviews/screens';
import { serviceScreens } from '@/features/services/screens';
import { settingsScreens } from '@/features/settings/screens';
import { subscriptionScreens } from '@/features/subscription/screens';
import { waitlistScreens } from '@/features/waitlist/screens';
import { paths } from './paths';
import type { HostRouteTable, LazyScreen, RouteDef, RouteName } from './route-types';

export type {
  HostRouteTable,
  Layout,
  LazyScreen,
  RouteDef,
  RouteMeta,
  RouteName,
} from './route-types';

type Options = Partial<Omit<RouteDef, 'name' | 'path'>>;

function route(name: RouteName, path: string, options: Options = {}): RouteDef {
  return {
    name,
    path,
    layout: 'default',
    requiresAuth: false,
    roles: [],
    requiresSubscription: false,
    loginOnly: false,
    registration: false,
    ...options,
  };
}

const stylist: readonly Role[] = [ROLES.stylist];
const customer: readonly Role[] = [ROLES.customer];
const asStylist = (component?: LazyScreen, extra: Options = {}): Options => ({
  requiresAuth: true,
  roles: stylist,
  component,
  ...extra,
});
const asCustomer = (component?: LazyScreen): Options => ({
  requiresAuth: true,
  roles: customer,
  component,
});
const redirectTo = (to: string): Options => ({ redirect: to });

/** Pages every host carries: legal texts and error pages (full layout, no login). */
const common: HostRouteTable = [
  route('terms-conditions', paths.termsConditions(), { component: legalScreens.terms }),
  route('privacy-policy', paths.privacyPolicy(), { component: legalScreens.privacy }),
  route('error-404', paths.error404(), { layout: 'full', component: errorScreens.notFound }),
  route('error-403', paths.error403(), { layout: 'full', component: errorScreens.forbidden }),
];

/** Host without subdomain: landing, login redirect, terms, privacy (docs/product.md §2). */
export const rootRoutes: HostRouteTable = [
  route('landing', paths.home(), { component: landingScreens.landing }),
  route('login-redirect', paths.login(), { component: landingScreens.loginRedirect }),
  ...common,
];

/** App host (subdomain `app`): sign-in and registration. */
export const appRoutes: HostRouteTable = [
  route('app-home', paths.home(), redirectTo(paths.login())),
  route('auth-login', paths.login(), {
    layout: 'full',
    loginOnly: true,
    component: authScreens.login,
  }),
  route('auth-login-callback', paths.loginCallback(), {
    layout: 'full',
    component: authScreens.loginCallback,
  }),
  route('auth-register', paths.register(), {
    layout: 'full',
    requiresAuth: true,
    registration: true,
    component: authScreens.register,
  }),
  route('auth-login-customer', paths.loginCustomer(), {
    layout: 'full',
    loginOnly: true,
    component: authScreens.loginCustomer,
  }),
  route('auth-login-customer-callback', paths.loginCustomerCallback(), {
    layout: 'full',
    component: authScreens.loginCustomerCallback,
  }),
  route('auth-logout', paths.logout(), {
    layout: 'full',
    requiresAuth: true,
    component: authScreens.logout,
  }),
  // Issue #34: an invitation link to join a business; open signed in or out (sign-in starts here).
  route('member-invitation', paths.memberInvitation(':token'), {
    layout: 'full',
    component: authScreens.invitation,
  }),
  ...common,
];

/** A stylist's subdomain: back office (stylist role) and public page / booking (customers). */
export const stylistRoutes: HostRouteTable = [
  route('stylist-home', paths.home(), redirectTo(paths.dashboard())),
  route(
    'dashboard',
    paths.dashboard(),
    asStylist(dashboardScreens.dashboard, { layout: 'full', requiresSubscription: true, area: 'statistics' }),
  ),
  route('calendar', paths.calendar(), asStylist(calendarScreens.calendar, { requiresSubscription: true })),
  route('stylist-setting', paths.stylistSetting(), asStylist(settingsScreens.setting)),
  route('service-list', paths.serviceList(), asStylist(serviceScreens.list)),
  route('service-edit', paths.serviceEdit(':id'), asStylist(serviceScreens.edit)),
  route('customer', paths.customers(), redirectTo(paths.customerList())),
  route('customer-list', paths.customerList(), asStylist(customerScreens.list)),
  route('customer-edit', paths.customerEdit(':id'), asStylist(customerScreens.edit)),
  route('appointment', paths.appointments(), redirectTo(paths.appointmentList())),
  route('appointment-list', paths.appointmentList(), asStylist(appointmentScreens.list)),
  route('appointment-show', paths.appointmentShow(':id'), asStylist(appointmentScreens.show)),
  route('review', paths.reviews(), redirectTo(paths.reviewList())),
  route('review-list', paths.reviewList(), asStylist(reviewScreens.list, { area: 'reviews' })),
  route('waitlist', paths.waitlist(), asStylist(waitlistScreens.stylistList, { area: 'waitlist' })),
  route('subscription-plans', paths.subscriptionPlans(), asStylist(subscriptionScreens.plans, { layout: 'full', area: 'billing' })),
  route('subscription-return', paths.subscriptionReturn(':success'), asStylist(subscriptionScreens.return, { area: 'billing' })),
  route('stylist-page', paths.booking(), { component: bookingScreens.stylistPage }),
  route('booking-first-step-page', paths.bookingDateTime(), { component: bookingScreens.dateTime }),
  route('booking-second-step-page', paths.bookingConfirm(), asCustomer(bookingScreens.confirm)),
  route('booking-page-success', paths.bookingSuccess(), asCustomer(bookingScreens.success)),
  route('bookings-list', paths.bookingsList(), asCustomer(bookingScreens.bookingsList)),
  route('customer-account', paths.customerAccount(), asCustomer(privacyScreens.myAccount)),
  route('booking', paths.bookingDetail(':id'), asCustomer(bookingScreens.bookingDetail)),
  route('booking-reschedule', paths.bookingReschedule(':id'), asCustomer(bookingScreens.reschedule)),
  // The waitlist message's link: signed out, the page itself offers the customer sign-in and comes back.
  route('waitlist-offer', paths.waitlistOffer(), { component: bookingScreens.waitlistOffer }),
  route('service-request-consultation', paths.requestConsultation(':id'), asCustomer(bookingScreens.requestConsultation)),
  route('appointment-review', paths.appointmentReview(':appointmentUuid'), { component: reviewScreens.review }),
  route('auth-login', paths.login(), redirectTo(paths.calendar())),
  route('auth-login-callback', paths.loginCallback(), {
    layout: 'full',
    component: authScreens.appHostForward,
  }),
  route('auth-login-customer-callback', paths.loginCustomerCallback(), {
    layout: 'full',
    component: authScreens.appHostForward,
  }),
  route('auth-register', paths.register(), {
    layout: 'full',
    requiresAuth: true,
    registration: true,
    component: authScreens.appHostForward,
  }),
  route('auth-logout', paths.logout(), {
    layout: 'full',
    requiresAuth: true,
    component: authScreens.logout,
  }),
  ...common,
];

/** Catch-all meta for unknown paths. */
export const notFoundRoute: RouteDef = route('not-found', '*', {
  layout: 'full',
  component: errorScreens.notFound,
});

export function routesForHost(host: HostKind): HostRouteTable {
  if (host.kind === 'root') return rootRoutes;
  if (host.kind === 'app') return appRoutes;
  if (host.kind === 'stylist') return stylistRoutes;
  return rootRoutes;
}
