import type { SavedCard } from '@chairly/shared/payments/contracts';
import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCardSetup } from '../api/cards';
import { SandboxCardForm } from './sandbox-card-form';

/** Collects a new card with whatever the active gateway needs (the booking confirm step uses it). */
export function SaveCard({ onSaved }: { onSaved: (card: SavedCard) => void }) {
  const { t } = useTranslation('payments');
  const setup = useCardSetup();
  if (setup.isPending) return <Loader size="sm" />;
  if (setup.isError) return <Text c="red">{t('card.setupFailed')}</Text>;
  if (setup.data.provider === 'sandbox')
    return <SandboxCardForm tokenizeUrl={setup.data.tokenizeUrl} onSaved={onSaved} />;
  // Stripe Elements (js.stripe.com) is not wired into the SPA yet: see docs/payments.md.
  return <Text c="dimmed">{t('card.stripePending')}</Text>;
}
