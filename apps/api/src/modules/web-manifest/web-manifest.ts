import type { HostKind } from '@chairly/shared';
import { z } from 'zod';

const icon = z.object({ src: z.string(), sizes: z.string(), type: z.literal('image/png'), purpose: z.enum(['any', 'maskable']) });

/** Which app of a stylist's host to install: her back office, or her booking page for customers. */
export const installedAppSchema = z.enum(['back-office', 'booking']);
export type InstalledApp = z.infer<typeof installedAppSchema>;

export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(icon),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

/** The app's theme (apps/web/src/app/theme.ts: Mantine violet 6 on white), as index.html's theme-color. */
export const THEME_COLOR = '#7048e8';
const BACKGROUND_COLOR = '#ffffff';
/** Home screens cut longer labels off; 12 characters is what most launchers show whole. */
const SHORT_NAME_LENGTH = 12;

/** The PNGs the web build ships (apps/web/public/icons, made from the logo favicon.svg). */
export const MANIFEST_ICONS: WebManifest['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

function shortName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= SHORT_NAME_LENGTH) return chars.join('');
  // Whole words where they fit ("Anna's Beauty Studio" → "Anna's"), else the first characters.
  const words = name.trim().split(/\s+/);
  let fitted = '';
  for (const word of words) {
    const next = fitted ? `${fitted} ${word}` : word;
    if ([...next].length > SHORT_NAME_LENGTH) break;
    fitted = next;
  }
  return fitted || chars.slice(0, SHORT_NAME_LENGTH).join('');
}

/** Where the booking app starts (apps/web/src/config/paths.ts `booking`). */
const BOOKING_START = '/services/book';

/**
 * The manifest of one host: a stylist's subdomain installs as her business, as two apps on the
 * one origin: her back office (start `/`, which leads her to the dashboard) and, for customers, her
 * booking page (`app=booking`, linked by the booking pages: apps/web/src/app/boot/web-manifest.ts).
 * Every other host installs as Chairly. The static copy in apps/web/public/manifest.webmanifest is
 * the landing host's answer, for a web server without the API (the Vite dev server).
 */
export function webManifest(site: HostKind, businessName: string | null, app: InstalledApp = 'back-office'): WebManifest {
  const stylistSite = site.kind === 'stylist' && businessName !== null;
  const name = stylistSite && businessName ? businessName : 'Chairly';
  const start = stylistSite && app === 'booking' ? BOOKING_START : '/';
  return {
    id: start,
    name,
    short_name: shortName(name),
    description: name === 'Chairly' ? 'Calendar, online booking, no-show protection and reviews for beauty professionals.' : `${name} – online booking`,
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICONS,
  };
}
