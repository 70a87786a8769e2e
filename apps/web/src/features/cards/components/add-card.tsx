import type { SavedCard } from '@chairly/shared/payments/contracts';
import { Alert, Loader, Paper, Title } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddCard } from '../api/add-card';
import { useCardSetup } from '../api/create-card-setup';
import { SandboxCardForm } from './sandbox-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

type Props = {
  onAdded: (card: SavedCard, warning: 'requires-authentication' | null) => void;
  onCancel: () => void;
};

/** Asks the API how to collect a card (sandbox form or Stripe Elements), then saves the token. */
export function AddCard({ onAdded, onCancel }: Props) {
  const { t } = useTranslation('cards');
  const setup = useCardSetup();
  const add = useAddCard();
  const { mutate } = setup;
  useEffect(() => mutate(), [mutate]);

  const save = async (token: string, warning: 'requires-authentication' | null) => {
    const card = await add.mutateAsync(token);
    onAdded(card, warning);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="sm">
        {t('addTitle')}
      </Title>
      {setup.isError && (
        <Alert color="red" role="alert">
          {t('setupFailed')}
        </Alert>
      )}
      {setup.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {setup.data?.provider === 'sandbox' && (
        <SandboxCardForm
          tokenizeUrl={setup.data.tokenizeUrl}
          onToken={save}
          onCancel={onCancel}
          busy={add.isPending}
        />
      )}
      {setup.data?.provider === 'stripe' && (
        <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}>
          <StripeCardForm
            clientSecret={setup.data.clientSecret}
            publishableKey={setup.data.publishableKey}
            onToken={save}
            onCancel={onCancel}
            busy={add.isPending}
          />
        </Suspense>
      )}
    </Paper>
  );
}
