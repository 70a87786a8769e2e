import type { SavedCard } from '@chairly/shared/payments/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { tokenizeSandboxCard, useAddCard } from '../api/cards';
import { cardFormSchema, parseExpiry, SERVER_FIELD, type CardFormValues } from '../utils/card-form';

type Props = { tokenizeUrl: string; onSaved: (card: SavedCard) => void };

/** The sandbox's card form: the number goes only to the sandbox endpoint; the API gets a token. */
export function SandboxCardForm({ tokenizeUrl, onSaved }: Props) {
  const { t } = useTranslation('payments');
  const addCard = useAddCard();
  const form = useForm<CardFormValues>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const error = (field: keyof CardFormValues) => {
    const message = form.formState.errors[field]?.message;
    return message ? t(message) : undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const { token } = await tokenizeSandboxCard(tokenizeUrl, {
        number: values.number,
        cvc: values.cvc,
        ...parseExpiry(values.expiry),
      });
      onSaved(await addCard.mutateAsync(token));
      form.reset();
    } catch (failure) {
      const fields = failure instanceof ApiError ? Object.keys(failure.fields ?? {}) : [];
      for (const field of fields) {
        const target = SERVER_FIELD[field];
        if (target)
          form.setError(target, {
            message: target === 'expiry' ? 'card.expired' : 'card.notTestCard',
          });
      }
      if (fields.length === 0) notify.error('payments:card.saveFailed');
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="sandbox-card-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('card.sandboxHint')}
        </Text>
        <TextInput
          label={t('card.number')}
          autoComplete="cc-number"
          inputMode="numeric"
          {...form.register('number')}
          error={error('number')}
        />
        <Group grow>
          <TextInput
            label={t('card.expiry')}
            placeholder="MM / YY"
            autoComplete="cc-exp"
            {...form.register('expiry')}
            error={error('expiry')}
          />
          <TextInput
            label={t('card.cvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
            {...form.register('cvc')}
            error={error('cvc')}
          />
        </Group>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('card.save')}
        </Button>
      </Stack>
    </form>
  );
}
