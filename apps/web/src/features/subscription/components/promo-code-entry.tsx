import type { PromoCodeResponse } from '@chairly/shared/subscriptions/contracts';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useApplyPromoCode, useCheckPromoCode } from '../api/promo-codes';
import { discountLabel } from '../utils/plans';

type Props = {
  /** `apply`: the Subscription tab applies the code; `checkout`: the plans page passes it to checkout. */
  mode: 'apply' | 'checkout';
  currency?: string;
  onDiscount?: (discount: PromoCodeResponse | null) => void;
};

/** Too many attempts (429: per account and per address an hour, docs/operations.md §11) says so; otherwise `fallback`. */
const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.status === 429 ? 'subscription:promo.tooMany' : fallback);

/** Discount code entry (docs/product.md §4): enter a code, 'Use code' shows its discount, then 'Apply'. */
export function PromoCodeEntry({ mode, currency = 'usd', onDiscount }: Props) {
  const { t, i18n } = useTranslation('subscription');
  const [code, setCode] = useState('');
  const [discount, setDiscount] = useState<PromoCodeResponse | null>(null);
  const check = useCheckPromoCode();
  const apply = useApplyPromoCode();

  const choose = (next: PromoCodeResponse | null) => {
    setDiscount(next);
    onDiscount?.(next);
  };

  const use = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    check.mutate(code.trim(), {
      onSuccess: choose,
      onError: (error) => {
        choose(null);
        notify.error(failure(error, 'subscription:promo.invalid'));
      },
    });
  };

  const applyCode = () => {
    if (!discount) return;
    apply.mutate(discount.promoCode, {
      onSuccess: () => notify.success('subscription:promo.applied'),
      onError: (error) => notify.error(failure(error, 'subscription:promo.unable')),
    });
  };

  const label = discount ? discountLabel(discount, currency, i18n.language) : null;
  return (
    <Stack gap="xs" data-testid="promo-code-entry">
      <form onSubmit={use}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={t('promo.label')}
            placeholder={t('promo.placeholder')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              if (discount) choose(null);
            }}
            maxLength={64}
            autoComplete="off"
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" variant="default" loading={check.isPending} disabled={!code.trim()}>
            {t('promo.use')}
          </Button>
        </Group>
      </form>
      {discount && label && (
        <Group gap="xs" wrap="wrap" aria-live="polite">
          <Badge color="teal" size="lg" variant="light" data-testid="promo-discount">
            {discount.promoCode}: {t(label.key, label.values)}
          </Badge>
          {mode === 'apply' ? (
            <Button onClick={applyCode} loading={apply.isPending}>
              {t('promo.apply')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('promo.atCheckout')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
