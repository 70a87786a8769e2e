/**
 * The service worker (public/sw.js) keeps only the offline page (docs/architecture.md). It runs in
 * production builds only (a worker under the dev server would outlive code edits) and only where
 * browsers allow workers: https, or a localhost name (`*.localhost` included) in development.
 */
export function mayRegisterServiceWorker(
  production: boolean,
  location: Pick<Location, 'protocol' | 'hostname'>,
): boolean {
  if (!production) return false;
  if (location.protocol === 'https:') return true;
  const host = location.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/** Registers the worker after the page has loaded, so it never competes with the page's first load. */
export function registerServiceWorker(production = import.meta.env.PROD): void {
  if (!('serviceWorker' in navigator) || !mayRegisterServiceWorker(production, window.location)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
