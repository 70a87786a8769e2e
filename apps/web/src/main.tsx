import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRouteScreen } from './app/boot/preload-route';
import { prefetchAppConfig } from './config/app-config';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// Configuration, translations and the requested screen's code load in parallel.
prefetchAppConfig().then(
  (config) => preloadRouteScreen(config, window.location),
  () => undefined,
);

// Render even if a translation file failed to load: i18next then shows the fallback language.
initI18n()
  .catch((error: unknown) => console.error('i18n failed to initialise', error))
  .finally(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
