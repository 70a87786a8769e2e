import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRouteScreen } from './app/boot/preload-route';
import { registerServiceWorker } from './app/boot/service-worker';
import { linkManifest } from './app/boot/web-manifest';
import { prefetchAppConfig } from './config/app-config';
import { initI18n } from './lib/i18n';
import { hydrateServerPage, takeHeldClicks } from './ssr/hydrate';
import { readSsrState } from './ssr/state';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

function renderFromScratch(root: HTMLElement): void {
  // A server-rendered page this visitor will not hydrate: presses held for it are dropped, and
  // controls work as soon as the app has drawn them.
  takeHeldClicks();
  const reactRoot = createRoot(root);
  // Configuration, translations and the requested screen's code load in parallel.
  prefetchAppConfig().then(
    (config) => preloadRouteScreen(config, window.location),
    () => undefined,
  );
  // Render even if a translation file failed to load: i18next then shows the fallback language.
  initI18n()
    .catch((error: unknown) => console.error('i18n failed to initialise', error))
    .finally(() =>
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
}

// Public pages arrive rendered by the API (src/ssr) with their state inline; others are an empty shell.
const serverState = readSsrState();
if (serverState) {
  hydrateServerPage(container, serverState).then(
    (hydrated) => hydrated || renderFromScratch(container),
    (error: unknown) => {
      console.error('Could not take over the server-rendered page', error);
      renderFromScratch(container);
    },
  );
} else {
  renderFromScratch(container);
}

// The installable app this page belongs to (back office or booking page), and its offline page.
linkManifest();
// Production only, and only the offline page (src/app/boot/service-worker.ts).
registerServiceWorker();
