import type { LazyScreen } from '@/config/route-types';

/** Privacy screens (issue #32.2): the customer's "My account" with her data and its erasure. */
export const privacyScreens = {
  myAccount: () => import('./routes/my-account-page'),
} satisfies Record<string, LazyScreen>;
