import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
// `/pure` injects Stripe.js only when loadStripe is called (the main entry does it on import); this
// file is itself a lazy chunk of add-card, so nothing of Stripe loads before a card is added.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useTranslation } from 'react-i18next';

type Props = {
  clientSecret: string;
  publishableKey: string;
  onToken: (token: string, warning: null) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
};

/**
 * Stripe mode: the Payment Element collects the card and confirms the SetupIntent in the browser;
 * the resulting payment method id is what add-card saves. Stripe.js itself comes from js.stripe.com
 * (Stripe requires it), so the tests mock `@stripe/stripe-js/pure` (stripe-card-form.test.tsx).
 */
export default function StripeCardForm({
  clientSecret,
  publishableKey,
  onToken,
  onCancel,
  busy,
}: Props) {
  const { t, i18n } = useTranslation('cards');
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ client: Stripe; elements: StripeElements } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let element: { destroy: () => void } | null = null;
    let cancelled = false;
    loadStripe(publishableKey).then(
      (client) => {
        if (cancelled || !mountPoint.current) return;
        // null: no window (server rendering), where this form never runs.
        if (!client) return setFailure(t('stripeUnavailable'));
        // Our languages (en, de, fr, pt) are all Stripe Elements locales.
        const elements = client.elements({
          clientSecret,
          locale: i18n.language as StripeElementLocale,
        });
        const payment = elements.create('payment');
        payment.mount(mountPoint.current);
        element = payment;
        setStripe({ client, elements });
      },
      () => setFailure(t('stripeUnavailable')),
    );
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [clientSecret, publishableKey, i18n.language, t]);

  const save = async () => {
    if (!stripe) return;
    setSaving(true);
    setFailure(null);
    const result = await stripe.client.confirmSetup({
      elements: stripe.elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    const method = result.setupIntent?.payment_method;
    const id = typeof method === 'string' ? method : method?.id;
    if (result.error || !id) {
      setSaving(false);
      return setFailure(result.error?.message ?? t('failed'));
    }
    await onToken(id, null).finally(() => setSaving(false));
  };

  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {!stripe && !failure && <Loader size="sm" aria-label={t('loading')} />}
      <div ref={mountPoint} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button onClick={() => void save()} disabled={!stripe} loading={saving || busy}>
          {t('form.save')}
        </Button>
      </Group>
    </Stack>
  );
}
