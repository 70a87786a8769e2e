import { Center } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ErrorState, PageLoader } from '@/components/ui';
import type { Runtime } from '@/config/app-config';
import { useAuthReady } from '@/lib/auth-setup';
import { createQueryClient } from '@/lib/query-client';
import { useRuntimeConfig } from './boot/use-runtime-config';
import { UiProvider } from './provider';
import { AppRoutes } from './router';
import { RuntimeContext } from '@/lib/runtime';

function ReadyApp({ runtime }: { runtime: Runtime }) {
  const authReady = useAuthReady(runtime);
  const queryClient = useMemo(() => createQueryClient(), []);
  if (!authReady) return <PageLoader fullScreen />;
  return (
    <RuntimeContext value={runtime}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes runtime={runtime} />
        </BrowserRouter>
      </QueryClientProvider>
    </RuntimeContext>
  );
}

function Boot() {
  const { t } = useTranslation('errors');
  const { state, retry } = useRuntimeConfig();
  if (state.status === 'ready') return <ReadyApp runtime={state.runtime} />;
  if (state.status === 'loading') return <PageLoader fullScreen />;
  return (
    <Center component="main" mih="100dvh" px="md" bg="gray.0">
      <ErrorState
        title={t('boot.title')}
        description={t('boot.description')}
        actionLabel={t('retry')}
        onAction={retry}
      />
    </Center>
  );
}

export function App() {
  return (
    <UiProvider>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Boot />
      </Suspense>
    </UiProvider>
  );
}
