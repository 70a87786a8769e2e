import { existsSync } from 'node:fs';

/** Debian's Chromium, never a downloaded browser (e2e/README.md), and the flags every run uses. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * What the Playwright specs launch (always headless): Debian's headless shell
 * (`chromium-headless-shell`, the same Chromium build without the browser's window layer: what
 * Playwright itself runs headless) when it is installed, else Debian's Chromium. The shell cost
 * about a tenth less CPU than the full browser for the same specs (docs/testing.md). `CHROME_PATH`
 * picks a browser for both, e.g. `/usr/bin/chromium` to watch a spec with `--headed`.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const HEADLESS_CHROMIUM_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
