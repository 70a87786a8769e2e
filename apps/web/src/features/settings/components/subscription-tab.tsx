import { formatDate } from '@chairly/shared/format';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStylistTimeZone } from '@/lib/stylist-profile';
import { ManageSubscription, PromoCodeEntry, SubscribedPlan } from '@/features/subscription';
import { useStylistCurrency } from '../api/stylist';
import { useSubscription } from '../api/subscription';
import { TabFrame } from './tab-frame';

/** Subscription: the status as the server reports it, and the way to the billing portal. */
export function SubscriptionTab() {
  const { t, i18n } = useTranslation('settings');
  const subscription = useSubscription();
  const data = subscription.data;
  const zone = useStylistTimeZone().data ?? 'UTC';
  const currency = useStylistCurrency();
  const date = (iso: string | null) =>
    iso
      ? formatDate(iso, i18n.language, zone)
      : null;

  return (
    <TabFrame title={t('tabs.subscription')} busy={subscription.isPending}>
      {subscription.isError && <Text c="red.9">{t('subscription.loadFailed')}</Text>}
      {data && (
        <Stack gap="sm" data-testid="subscription-status">
          <Group gap="xs">
            <Text fw={500}>{t('subscription.status')}</Text>
            <Badge
              color={
                data.status === 'active' ? 'teal.9' : data.status === 'trialing' ? 'blue.8' : 'gray.7'
              }
            >
              {t(`subscription.statuses.${data.status}`)}
            </Badge>
          </Group>
          {data.priceId && <SubscribedPlan priceId={data.priceId} label={t('subscription.plan')} />}
          {data.trialEndsAt && (
            <Text size="sm">{t('subscription.trialEnds', { date: date(data.trialEndsAt) })}</Text>
          )}
          {data.currentPeriodEnd && (
            <Text size="sm">
              {t('subscription.periodEnds', { date: date(data.currentPeriodEnd) })}
            </Text>
          )}
          {/* Change plan, cancel, invoices: on the billing gateway's portal, for a subscription she has had. */}
          {data.priceId && <ManageSubscription />}
        </Stack>
      )}
      <PromoCodeEntry mode="apply" {...(currency ? { currency } : {})} />
    </TabFrame>
  );
}
