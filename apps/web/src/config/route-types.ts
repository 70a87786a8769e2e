import type { Role } from '@chairly/shared/constants';
import type { ComponentType } from 'react';
import type { MemberArea } from '@/lib/member-access';

export type RouteName =
  // docs/product.md §2 names
  | 'stylist-setting'
  | 'customer'
  | 'customer-list'
  | 'customer-edit'
  | 'service-list'
  | 'service-edit'
  | 'auth-logout'
  | 'calendar'
  | 'stylist-page'
  | 'booking'
  | 'booking-reschedule'
  | 'booking-first-step-page'
  | 'booking-second-step-page'
  | 'booking-page-success'
  | 'bookings-list'
  | 'customer-account'
  | 'service-request-consultation'
  | 'error-404'
  | 'error-403'
  | 'terms-conditions'
  | 'privacy-policy'
  | 'appointment'
  | 'appointment-list'
  | 'appointment-show'
  | 'review'
  | 'review-list'
  | 'waitlist'
  | 'waitlist-offer'
  | 'appointment-review'
  | 'dashboard'
  | 'subscription-plans'
  | 'subscription-return'
  | 'member-invitation'
  // names this app adds for sign-in, registration, landing and redirects
  | 'landing'
  | 'login-redirect'
  | 'app-home'
  | 'stylist-home'
  | 'auth-login'
  | 'auth-login-callback'
  | 'auth-login-customer'
  | 'auth-login-customer-callback'
  | 'auth-register'
  | 'not-found';

export type Layout = 'default' | 'full';

/** What a route asks of the visitor; carried in the react-router route `handle`. */
export type RouteMeta = {
  name: RouteName;
  layout: Layout;
  /** Needs a signed-in user (any role unless `roles` narrows it). */
  requiresAuth: boolean;
  /** The user needs at least one of these roles. */
  roles: readonly Role[];
  /** Stylist needs an active subscription (docs/product.md §4: status 'active'). */
  requiresSubscription: boolean;
  /** Only for signed-out visitors; a signed-in stylist is sent to the calendar. */
  loginOnly: boolean;
  /** The registration page: open to a signed-in stylist who is not registered yet. */
  registration: boolean;
  /** A back-office part only some members' roles use (issue #34); others are sent to the calendar. */
  area?: MemberArea;
};

/** A lazily imported screen module; its default export is the page component. */
export type LazyScreen = () => Promise<{ default: ComponentType }>;

export type RouteDef = RouteMeta & {
  path: string;
  /** Same-host path this route redirects to (no screen). */
  redirect?: string;
  /** The screen; `undefined` until the issue that builds it lands (the 404 page is shown meanwhile). */
  component?: LazyScreen;
};

export type HostRouteTable = readonly RouteDef[];
