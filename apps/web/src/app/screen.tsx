import { lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { PageLoader } from '@/components/ui';
import type { LazyScreen } from '@/config/route-types';
import { loadChunk } from '@/lib/load-chunk';

/** Screens whose module has arrived, by loader: they render at once instead of suspending. */
const arrived = new WeakMap<LazyScreen, ComponentType>();

/**
 * Downloads a screen ahead of its first render (the entry does this for the address it opens). A
 * server-rendered page hydrates its screen in the same pass as the shell when it has arrived.
 */
export function preloadScreen(load: LazyScreen): Promise<unknown> {
  return load().then(
    (module) => arrived.set(load, module.default),
    () => undefined,
  );
}

const shownListeners = new Set<() => void>();

/** Calls `listener` each time a screen has been drawn (or hydrated) with its content; returns a stop function. */
export function onScreenShown(listener: () => void): () => void {
  shownListeners.add(listener);
  return () => shownListeners.delete(listener);
}

/** Committed together with the screen's content: its effect runs once the screen is on the page. */
function ScreenShown() {
  useEffect(() => {
    for (const listener of [...shownListeners]) listener();
  }, []);
  return null;
}

/** Wraps a lazily imported screen: chunk-load timeout (ChunkLoadError) and a loader while it arrives. */
export function lazyScreen(load: LazyScreen): ComponentType {
  const Screen = lazy(() =>
    loadChunk(load).then((module) => {
      arrived.set(load, module.default);
      return module;
    }),
  );
  return function LazyScreenBoundary() {
    // Chosen once per mount: switching from the lazy wrapper to the component later would remount it.
    const [Arrived] = useState(() => arrived.get(load));
    return (
      <Suspense fallback={<PageLoader />}>
        {Arrived ? <Arrived /> : <Screen />}
        <ScreenShown />
      </Suspense>
    );
  };
}
