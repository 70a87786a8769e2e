import { Box, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '@/components/ui';
import { isChunkLoadError } from '@/lib/load-chunk';

/** Catches anything a screen throws, so the visitor always sees a designed message, never a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  const chunk = isChunkLoadError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const key = chunk ? 'chunk' : notFound ? 'notFound' : 'unexpected';
  if (!chunk && !notFound) console.error(error);
  return (
    <Box component="main" mih="100dvh" bg="gray.0" px="md">
      <Center mih="100dvh">
        <ErrorState
          title={t(`${key}.title`)}
          description={t(`${key}.description`)}
          actionLabel={t('reload')}
          onAction={() => window.location.reload()}
        />
      </Center>
    </Box>
  );
}
