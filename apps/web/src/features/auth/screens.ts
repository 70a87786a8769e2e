import type { LazyScreen } from '@/config/route-types';

/** Sign-in, registration and sign-out screens; each is its own chunk (oidc-client-ts loads with them). */
export const authScreens = {
  login: () => import('./routes/login-page'),
  loginCallback: () => import('./routes/login-callback-page'),
  loginCustomer: () => import('./routes/login-customer-page'),
  loginCustomerCallback: () => import('./routes/login-customer-callback-page'),
  register: () => import('./routes/register-page'),
  logout: () => import('./routes/logout-page'),
  appHostForward: () => import('./routes/app-host-forward-page'),
  /** Issue #34: an invitation link to join a business (app host). */
  invitation: () => import('./routes/invitation-page'),
} satisfies Record<string, LazyScreen>;
