import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRouteScreen } from '@/app/boot/preload-route';
import { onScreenShown } from '@/app/screen';
import { createRuntime } from '@/config/app-config';
import { setupAuth } from '@/lib/auth-setup';
import { initI18n } from '@/lib/i18n';
import { detectLanguage } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';
import { getSession } from '@/lib/session';
import type { SsrState } from './state';

/** Presses are held at most this long after hydration starts. */
const HOLD_LIMIT_MS = 5_000;

/** A press held by /ssr-boot.js: the control and where on the screen it was pressed. */
type HeldPress = { control: HTMLElement; x: number; y: number };

type HeldClicks = { chairlyTakeHeldClicks?: () => HeldPress[]; chairlyControls?: string };

/**
 * Makes a held press again. A control the app has replaced since (the language button becomes the
 * menu's own once its code is there) is found again where it was pressed.
 */
function pressAgain({ control, x, y }: HeldPress): void {
  const boot = window as Window & HeldClicks;
  const target = control.isConnected
    ? control
    : (document.elementFromPoint(x, y)?.closest<HTMLElement>(boot.chairlyControls ?? 'button') ?? null);
  target?.click();
}

/**
 * Presses on controls made before the app took the page over (held by /ssr-boot.js); stops holding.
 */
export function takeHeldClicks(): HeldPress[] {
  return (window as Window & HeldClicks).chairlyTakeHeldClicks?.() ?? [];
}

/**
 * Takes over a server-rendered page: the same config, translations, data and (signed-out) session
 * the server used, then hydration in a transition so React yields to the browser while it attaches.
 * Resolves false, touching nothing, when this visitor would not see the server's page (another
 * language saved on this host, or signed in): the caller then renders from scratch.
 */
export async function hydrateServerPage(container: HTMLElement, state: SsrState): Promise<boolean> {
  if (detectLanguage() !== state.language) {
    takeHeldClicks();
    return false;
  }
  const runtime = createRuntime(state.config, window.location, { useLocationPort: import.meta.env.DEV });
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  await Promise.all([
    initI18n(state.language, state.resources),
    setupAuth({
      baseDomain: state.config.baseDomain,
      appOrigin: runtime.originOf('app'),
      secure: window.location.protocol === 'https:',
    }),
    preloadRouteScreen(state.config, window.location),
  ]);
  if (getSession().isLoggedIn) {
    takeHeldClicks();
    return false;
  }
  // Once the screen is hydrated (the shell is before it), the held presses are made again.
  let replayed = false;
  const replay = () => {
    if (replayed) return;
    replayed = true;
    stopWaiting();
    clearTimeout(timer);
    const held = takeHeldClicks();
    // Outside React's commit (this runs in an effect): each press is a new event of its own.
    setTimeout(() => held.forEach(pressAgain), 0);
  };
  const stopWaiting = onScreenShown(replay);
  // Never hold presses for long: a page whose screen does not hydrate must still answer them.
  const timer = setTimeout(replay, HOLD_LIMIT_MS);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App preloaded={{ runtime, queryClient }} />
      </StrictMode>,
    );
  });
  return true;
}
