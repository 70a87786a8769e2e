import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useSandboxTokenize } from '../api/sandbox-tokenize';
import {
  checkCardForm,
  digitsOnly,
  formatCardNumber,
  parseExpiry,
  sandboxOutcome,
} from '../utils/card-checks';
import type { CardFormErrors } from '../utils/card-checks';

type Props = {
  tokenizeUrl: string;
  onToken: (token: string, warning: 'requires-authentication' | null) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
};

/** Sandbox card entry: checked here, sent only to the sandbox gateway's tokenize endpoint. */
export function SandboxCardForm({ tokenizeUrl, onToken, onCancel, busy }: Props) {
  const { t } = useTranslation('cards');
  const [form, setForm] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const tokenize = useSandboxTokenize();
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const error = (field: keyof CardFormErrors) =>
    errors[field] ? t(`errors.${field}.${errors[field]}`) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkCardForm(form);
    setErrors(found);
    const expiry = parseExpiry(form.expiry);
    if (Object.keys(found).length > 0 || !expiry) return;
    const outcome = sandboxOutcome(form.number);
    // As Stripe does when a card is saved: a declining card is refused before it is kept.
    if (outcome === 'declined') return setFailure(t('declined'));
    try {
      const token = await tokenize.mutateAsync({
        url: tokenizeUrl,
        card: {
          number: digitsOnly(form.number),
          expMonth: expiry.month,
          expYear: expiry.year,
          cvc: form.cvc.trim(),
        },
      });
      await onToken(token.token, outcome === 'requires-authentication' ? outcome : null);
    } catch (caught) {
      setFailure(caught instanceof ApiError && caught.status < 500 ? t('rejected') : t('failed'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert" title={t('declinedTitle')}>
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('form.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={form.number}
          onChange={(event) => set('number')(formatCardNumber(event.currentTarget.value))}
          error={error('number')}
          required
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t('form.expiry')}
            placeholder={t('form.expiryPlaceholder')}
            autoComplete="cc-exp"
            value={form.expiry}
            onChange={(event) => set('expiry')(event.currentTarget.value)}
            error={error('expiry')}
            required
          />
          <TextInput
            label={t('form.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={form.cvc}
            onChange={(event) => set('cvc')(event.currentTarget.value)}
            error={error('cvc')}
            required
          />
        </SimpleGrid>
        <TextInput
          label={t('form.name')}
          autoComplete="cc-name"
          value={form.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
          error={error('name')}
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={tokenize.isPending || busy}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
