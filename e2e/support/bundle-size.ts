import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './system';

/**
 * Budgets for what a route loads on a first visit (gzip, kB = 1024 bytes), held by `npm test`
 * (e2e/tests/bundle-size.spec.ts) and reported by `npm run bench:web`. The public booking page's
 * budget comes from issue #12; the others keep today's figures from growing unnoticed. It rose from
 * 170 to 175 kB with issue #30's majors (react-router 8, i18next 27: about 2 kB more of vendor code) and
 * issue #31's booking page (salon card, keyboard date grid, deposit details). The services list rose
 * from 215 to 216 kB with issue #34's teams (0.1 kB over: the shared contracts' member fields and
 * validation messages, the list screens' member filter slot).
 */
export const BUNDLE_BUDGETS = {
  landing: { jsKb: 170, cssKb: 45 },
  'public booking page': { jsKb: 175, cssKb: 45 },
  'services list': { jsKb: 216, cssKb: 45 },
} as const;
export type BudgetedRoute = keyof typeof BUNDLE_BUDGETS;

export type RouteBundle = {
  /** Gzip bytes of every script / stylesheet the page requested, from the built files. */
  jsBytes: number;
  cssBytes: number;
  files: { file: string; kind: 'js' | 'css'; gzipBytes: number }[];
};

const DIST = path.join(REPO_ROOT, 'apps/web/dist');

/** Gzip size (default level, as Vite reports it) of one built asset. */
export function gzipSize(file: string): number {
  return gzipSync(fs.readFileSync(file)).length;
}

/**
 * Sums the built scripts and stylesheets a page requests from `navigate()` (starting from a blank
 * page) until the network has been idle (nothing served from the browser cache: it is disabled for
 * the measurement). Sizes are taken from `apps/web/dist`, so they do not depend on whether the
 * server compresses.
 */
export async function measureRoute(page: Page, navigate: () => Promise<unknown>): Promise<RouteBundle> {
  // Whatever the page showed before (a sign-in that ended on the calendar) must not load into the
  // measurement: a chunk its document asks for late would be counted against the route measured.
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen = new Set<string>();
  const onRequest = (request: { url: () => string }) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname) && pathname.startsWith('/assets/')) seen.add(pathname);
  };
  page.on('request', onRequest);
  try {
    await navigate();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  }
  const files = [...seen].sort().map((pathname) => {
    const kind = pathname.endsWith('.css') ? ('css' as const) : ('js' as const);
    return { file: pathname, kind, gzipBytes: gzipSize(path.join(DIST, pathname)) };
  });
  const sum = (kind: 'js' | 'css') => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.gzipBytes, 0);
  return { jsBytes: sum('js'), cssBytes: sum('css'), files };
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
