import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlans } from '../api/get-plans';
import { formatMoney, subscribedPrice } from '../utils/plans';

/** The Subscription tab's line for her plan: its name and price, in the currency she is billed in (D38). */
export function SubscribedPlan({ priceId, label }: { priceId: string; label: string }) {
  const { t, i18n } = useTranslation('subscription');
  const plans = usePlans();
  const price = subscribedPrice(plans.data ?? [], priceId);
  if (!price) return null;
  const per = t(price.interval === 'year' ? 'plans.perYear' : 'plans.perMonth');
  return (
    <Text size="sm" data-testid="subscribed-plan">
      {label}: {price.name} — {formatMoney(price.amount, price.currency, i18n.language)} {per}
    </Text>
  );
}
