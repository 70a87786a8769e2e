import { Center } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ErrorState, PageLoader } from '@/components/ui';
import type { Runtime } from '@/config/app-config';
import { useAuthReady } from '@/lib/auth-setup';
import { createQueryClient } from '@/lib/query-client';
import { useRuntimeConfig } from './boot/use-runtime-config';
import { UiProvider } from './provider';
import { RateLimitNotice } from './rate-limit-notice';
import { AppRoutes } from './router';
import { RuntimeContext } from '@/lib/runtime';

/**
 * What the page arrived with when the server rendered it (src/ssr): the runtime config, the data the
 * server fetched and a session already set up. The first render then draws exactly the server's
 * markup (hydration) instead of a loader.
 */
export type Preloaded = { runtime: Runtime; queryClient: QueryClient };

type RouterComponent = ComponentType<{ children: ReactNode }>;

type ReadyAppProps = { runtime: Runtime; preloaded?: Preloaded; Router: RouterComponent };

function ReadyApp({ runtime, preloaded, Router }: ReadyAppProps) {
  const authReady = useAuthReady(runtime, { alreadySetUp: preloaded !== undefined });
  const queryClient = useMemo(() => preloaded?.queryClient ?? createQueryClient(), [preloaded]);
  if (!authReady) return <PageLoader fullScreen />;
  return (
    <RuntimeContext value={runtime}>
      <QueryClientProvider client={queryClient}>
        <Router>
          <AppRoutes runtime={runtime} />
        </Router>
      </QueryClientProvider>
    </RuntimeContext>
  );
}

function Boot({ preloaded, Router }: { preloaded?: Preloaded; Router: RouterComponent }) {
  const { t } = useTranslation('errors');
  const { state, retry } = useRuntimeConfig(preloaded?.runtime);
  if (state.status === 'ready')
    return <ReadyApp runtime={state.runtime} preloaded={preloaded} Router={Router} />;
  if (state.status === 'loading') return <PageLoader fullScreen />;
  const message = state.rateLimited ? 'rateLimited' : 'boot';
  return (
    <Center component="main" mih="100dvh" px="md" bg="gray.0">
      <ErrorState
        title={t(`${message}.title`)}
        description={t(`${message}.description`)}
        actionLabel={t('retry')}
        onAction={retry}
        headingLevel={1}
      />
    </Center>
  );
}

type AppProps = {
  preloaded?: Preloaded;
  /** The browser's router; the server renders one address with a static one (same tree, same ids). */
  Router?: RouterComponent;
};

export function App({ preloaded, Router = BrowserRouter }: AppProps) {
  return (
    <UiProvider>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Boot preloaded={preloaded} Router={Router} />
      </Suspense>
      <RateLimitNotice />
    </UiProvider>
  );
}
