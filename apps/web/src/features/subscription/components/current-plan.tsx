import { formatDate } from '@chairly/shared/format';
import type { SubscriptionStatusResponse } from '@chairly/shared/stylists/subscription-status';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePlans } from '../api/get-plans';
import { formatMoney, subscribedPrice } from '../utils/plans';
import { ManageSubscription } from './manage-subscription';

type Props = { status: SubscriptionStatusResponse; zone: string };

/**
 * The plans page for a stylist who pays already (issue #31.9): her plan, its next payment, and where
 * to manage it (the billing portal: change plan, cancel, invoices), instead of an offer to subscribe that the server would refuse (409).
 * Cancelled at the period end: when it ends instead of a next payment, and the portal to resume it.
 */
export function CurrentPlan({ status, zone }: Props) {
  const { t, i18n } = useTranslation('subscription');
  const plans = usePlans();
  const price = subscribedPrice(plans.data ?? [], status.priceId);
  const per = price && t(price.interval === 'year' ? 'plans.perYear' : 'plans.perMonth');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="current-plan">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('current.title')}
        </Title>
        {price && (
          <Text fw={600} data-testid="current-plan-price">
            {price.name} — {formatMoney(price.amount, price.currency, i18n.language)} {per}
          </Text>
        )}
        {status.currentPeriodEnd && status.cancelAtPeriodEnd && (
          <Alert color="yellow" role="status" data-testid="current-plan-ends">
            {t('current.endsOn', { date: formatDate(status.currentPeriodEnd, i18n.language, zone) })}
          </Alert>
        )}
        {status.currentPeriodEnd && !status.cancelAtPeriodEnd && (
          <Text data-testid="current-plan-next-payment">
            {price
              ? t('current.nextPayment', { date: formatDate(status.currentPeriodEnd, i18n.language, zone), amount: formatMoney(price.amount, price.currency, i18n.language) })
              : t('current.renews', { date: formatDate(status.currentPeriodEnd, i18n.language, zone) })}
          </Text>
        )}
        <ManageSubscription cancelling={status.cancelAtPeriodEnd} />
        <Text size="sm" c="gray.7">
          {t('current.manageHint')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.stylistSetting('subscription')} variant="default">
            {t('current.settings')}
          </Button>
          <Button component={Link} to={paths.dashboard()} variant="default">
            {t('current.toDashboard')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
