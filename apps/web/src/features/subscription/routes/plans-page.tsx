import { formatDate } from '@chairly/shared/format';
import { DEFAULT_TRIAL_DAYS } from '@chairly/shared/subscriptions/constants';
import type { PromoCodeResponse } from '@chairly/shared/subscriptions/contracts';
import { yearlySaving } from '@chairly/shared/subscriptions/pricing';
import { Alert, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStylistCurrency, useStylistTimeZone } from '@/lib/stylist-profile';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState, PageLoader } from '@/components/ui';
import { paths } from '@/config/paths';
import { useMembers } from '@/features/team';
import { useCheckout } from '../api/checkout';
import { usePlans } from '../api/get-plans';
import { useSubscriptionStatus } from '../api/get-status';
import { useStartTrial } from '../api/start-trial';
import { CurrentPlan } from '../components/current-plan';
import { PlanCard } from '../components/plan-card';
import { PromoCodeEntry } from '../components/promo-code-entry';
import { returnNoticeKey, subscribeErrorKey, toPlanCards } from '../utils/plans';

/** /subscription/plans (full layout): plan cards, the free trial, checkout with an optional discount code. */
export default function PlansPage() {
  const { t, i18n } = useTranslation('subscription');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const plans = usePlans();
  const status = useSubscriptionStatus();
  const trial = useStartTrial();
  const checkout = useCheckout();
  const [discount, setDiscount] = useState<PromoCodeResponse | null>(null);
  // Her currency's price when a plan has one (the API also lists it first), else the plan's default.
  const currency = useStylistCurrency();
  const cards = useMemo(() => toPlanCards(plans.data ?? [], discount, currency), [plans.data, discount, currency]);
  const saving = useMemo(() => yearlySaving(plans.data ?? [], currency), [plans.data, currency]);
  const notice = returnNoticeKey(search);
  const failure = trial.error ?? checkout.error;
  const zone = useStylistTimeZone().data ?? 'UTC';
  // D67: the plan is priced per active member; the team's total is shown beside the price.
  const members = useMembers();
  const activeMembers = members.data?.['hydra:member'].filter((member) => member.active).length;

  if (plans.isPending || status.isPending) return <PageLoader />;
  if (plans.isError)
    return <ErrorState title={t('plans.loadFailed')} description={t('plans.failed')} actionLabel={t('plans.retry')} onAction={() => void plans.refetch()} />;

  // Without the status (it failed to load) the trial is offered; the server still refuses a second one.
  const trialUsed = status.data?.trialUsed ?? false;
  // A running trial reports `active` with its end still ahead; a paid plan has no trial end.
  const trialEndsAt = status.data?.status === 'active' ? status.data.trialEndsAt : null;
  const trialEnd = trialEndsAt && Date.parse(trialEndsAt) > Date.now() ? trialEndsAt : null;
  const subtitle = !trialUsed
    ? t('plans.subtitle', { days: DEFAULT_TRIAL_DAYS })
    : trialEnd
      ? t('plans.trialRunning', { date: formatDate(trialEnd, i18n.language, zone) })
      : t('plans.subtitleTrialUsed');
  // A paid plan (active, no trial running): her plan and next payment instead of an offer to subscribe (issue #31.9).
  if (status.data?.status === 'active' && !trialEnd && status.data.priceId)
    return (
      <Container size="md" py="xl" px="md">
        <Stack gap="lg">
          <Title order={1}>{t('current.pageTitle')}</Title>
          <CurrentPlan status={status.data} zone={zone} />
        </Stack>
      </Container>
    );
  const startTrial = (priceId: string) => trial.mutate(priceId, { onSuccess: () => void navigate(paths.dashboard()) });
  const subscribe = (priceId: string) =>
    checkout.mutate({ priceId, promoCode: discount?.promoCode ?? null, returnUrl: window.location.href });

  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('plans.title')}</Title>
          <Text c="dimmed" data-testid="plans-subtitle">
            {subtitle}
          </Text>
        </Stack>
        {notice && (
          <Alert color="yellow" role="status" data-testid="return-notice">
            {t(notice)}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {t(subscribeErrorKey(failure))}
          </Alert>
        )}
        {cards.length === 0 ? (
          <Text>{t('plans.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {cards.map((plan) => (
              <PlanCard
                key={plan.priceId}
                plan={plan}
                saving={saving}
                trialDays={trialUsed ? null : DEFAULT_TRIAL_DAYS}
                busy={trial.isPending || checkout.isPending || checkout.isSuccess}
                onTrial={() => startTrial(plan.priceId)}
                onSubscribe={() => subscribe(plan.priceId)}
                members={activeMembers}
              />
            ))}
          </SimpleGrid>
        )}
        <PromoCodeEntry mode="checkout" currency={cards[0]?.currency} onDiscount={setDiscount} />
      </Stack>
    </Container>
  );
}
