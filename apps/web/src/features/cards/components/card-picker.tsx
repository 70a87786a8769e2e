import type { SavedCard } from '@chairly/shared/payments/contracts';
import { Alert, Button, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCards } from '../api/get-cards';
import { AddCard } from './add-card';

type Props = {
  value: string | null;
  onChange: (cardId: string | null) => void;
  required: boolean;
  error?: string | null;
};

const expiry = (card: SavedCard) =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;

/** Saved cards to choose from (brand •••• last4, expiry), or a new one added on the spot. */
export function CardPicker({ value, onChange, required, error }: Props) {
  const { t } = useTranslation('cards');
  const cards = useCards();
  const [adding, setAdding] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const list = cards.data ?? [];

  // One saved card and a card is required: choose it for the customer.
  const onlyCard = cards.data?.length === 1 ? cards.data[0] : undefined;
  useEffect(() => {
    if (value === null && required && onlyCard) onChange(onlyCard.id);
  }, [value, required, onlyCard, onChange]);

  if (cards.isPending) return <Skeleton height={72} radius="md" />;
  return (
    <Stack gap="sm">
      {cards.isError && (
        <Alert color="red" role="alert">
          {t('listFailed')}
        </Alert>
      )}
      {list.length > 0 ? (
        <Radio.Group
          label={t('choose')}
          value={value ?? ''}
          onChange={(id) => onChange(id || null)}
          withAsterisk={required}
          error={error ?? undefined}
        >
          <Stack gap="xs" mt="xs">
            {list.map((card) => (
              <Radio
                key={card.id}
                value={card.id}
                label={t('cardLabel', {
                  brand: card.brand.toUpperCase(),
                  last4: card.last4,
                  expiry: expiry(card),
                })}
              />
            ))}
            {!required && <Radio value="" label={t('noCard')} />}
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? t('none')}
        </Text>
      )}
      {warning && (
        <Alert color="yellow" role="status">
          {warning}
        </Alert>
      )}
      {adding ? (
        <AddCard
          onCancel={() => setAdding(false)}
          onAdded={(card, note) => {
            setAdding(false);
            setWarning(note ? t('authenticationWarning') : null);
            onChange(card.id);
          }}
        />
      ) : (
        <Button variant="light" onClick={() => setAdding(true)} style={{ alignSelf: 'flex-start' }}>
          {t('add')}
        </Button>
      )}
    </Stack>
  );
}
