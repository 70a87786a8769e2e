import type { LazyScreen } from '@/config/route-types';

/** The stylist's settings screen (docs/product.md §2). */
export const settingsScreens = {
  setting: () => import('./routes/settings-page'),
} satisfies Record<string, LazyScreen>;
