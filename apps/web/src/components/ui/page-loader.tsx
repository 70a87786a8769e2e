import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type PageLoaderProps = { fullScreen?: boolean };

/** A light spinner for pages and screens that are still arriving. */
export function PageLoader({ fullScreen = false }: PageLoaderProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center mih={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Loader size="md" type="dots" aria-hidden />
      <span className="visually-hidden">{t('loading', 'Loading…')}</span>
    </Center>
  );
}
