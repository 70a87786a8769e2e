import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui';
import type { AuthErrorKind } from '@/lib/auth-errors';

type AuthFailureProps = {
  kind: AuthErrorKind | 'noProvider' | 'signOut';
  onRetry?: () => void;
  retryLabel?: string;
};

/** A failed sign-in: what went wrong (docs/product.md §8 wording) and one way forward. */
export function AuthFailure({ kind, onRetry, retryLabel }: AuthFailureProps) {
  const { t } = useTranslation('auth');
  return (
    <Box mt="xl">
      <ErrorState
        title={t('failure.title')}
        description={`${t(`errors.${kind}`)}. ${t('failure.description')}`}
        actionLabel={onRetry ? (retryLabel ?? t('failure.retry')) : undefined}
        onAction={onRetry}
      />
    </Box>
  );
}
