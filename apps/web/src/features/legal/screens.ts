import type { LazyScreen } from '@/config/route-types';

/** Terms and privacy texts, on every host. */
export const legalScreens = {
  terms: () => import('./routes/terms-page'),
  privacy: () => import('./routes/privacy-page'),
} satisfies Record<string, LazyScreen>;
