import type { LazyScreen } from '@/config/route-types';

/** Screens of the host without subdomain. */
export const landingScreens = {
  landing: () => import('./routes/landing-page'),
  loginRedirect: () => import('./routes/login-redirect-page'),
} satisfies Record<string, LazyScreen>;
