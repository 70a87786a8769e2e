import type { LazyScreen } from '@/config/route-types';

/** The stylist's settings screen (SPEC §2). */
export const settingsScreens = {
  setting: () => import('./routes/settings-page'),
} satisfies Record<string, LazyScreen>;
