import { Box, Center } from '@mantine/core';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui';
import { isChunkLoadError } from '@/lib/load-chunk';

/** The designed message shown instead of a screen that threw (or whose code did not arrive). */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const key = isChunkLoadError(error) ? 'chunk' : 'unexpected';
  return (
    <Box component="main" mih="100dvh" bg="gray.0" px="md">
      <Center mih="100dvh">
        <ErrorState
          title={t(`${key}.title`)}
          description={t(`${key}.description`)}
          actionLabel={t('reload')}
          onAction={() => window.location.reload()}
          headingLevel={1}
        />
      </Center>
    </Box>
  );
}

type Props = { children: ReactNode };
type State = { error: unknown; failed: boolean };

/**
 * Catches anything a screen throws, so the visitor always sees a designed message, never a blank
 * page. RootShell keys it by path: moving to another page gives that page a fresh start.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}
