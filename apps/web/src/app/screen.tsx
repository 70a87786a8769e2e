import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { PageLoader } from '@/components/ui';
import type { LazyScreen } from '@/config/route-types';
import { loadChunk } from '@/lib/load-chunk';

/** Wraps a lazily imported screen: chunk-load timeout (ChunkLoadError) and a loader while it arrives. */
export function lazyScreen(load: LazyScreen): ComponentType {
  const Screen = lazy(() => loadChunk(load));
  return function LazyScreenBoundary() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Screen />
      </Suspense>
    );
  };
}
