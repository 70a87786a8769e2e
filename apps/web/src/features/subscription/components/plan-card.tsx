import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PlanCardModel } from '../utils/plans';

type Props = {
  plan: PlanCardModel;
  saving: { amount: number; percent: number } | null;
  /** Days of the free trial offered, or null when the stylist has taken hers. */
  trialDays: number | null;
  busy: boolean;
  onTrial: () => void;
  onSubscribe: () => void;
  /** The business's active members (D67: priced per member); the total is shown for more than one. */
  members?: number | undefined;
};

export function PlanCard({ plan, saving, trialDays, busy, onTrial, onSubscribe, members }: Props) {
  const { t, i18n } = useTranslation('subscription');
  const money = (amount: number) => formatMoney(amount, plan.currency, i18n.language);
  const year = plan.interval === 'year';
  const per = t(year ? 'plans.perMemberYear' : 'plans.perMemberMonth');
  const price = plan.discounted ?? plan.amount;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`plan-${plan.type}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3">
            {t(`plans.${plan.type}`)}
          </Title>
          {plan.type === 'yearly' && saving && (
            <Badge color="teal.9">
              {t('plans.saving', { amount: money(saving.amount), percent: saving.percent })}
            </Badge>
          )}
        </Group>
        {/* The plan's own name and description, as the billing provider has them (often English):
            they run in their own direction on an Arabic page (D36). */}
        <Text c="dimmed" size="sm" dir="auto" data-testid="plan-description">
          {plan.name}
          {plan.description ? ` — ${plan.description}` : ''}
        </Text>
        <Group gap={6} align="baseline">
          {plan.discounted !== null && plan.discounted !== plan.amount ? (
            <>
              <Text td="line-through" c="dimmed">{money(plan.amount)}</Text>
              <Text fz={28} fw={700} data-testid="plan-price">{money(plan.discounted)}</Text>
            </>
          ) : (
            <Text fz={28} fw={700} data-testid="plan-price">{money(plan.amount)}</Text>
          )}
          <Text c="dimmed">{per}</Text>
        </Group>
        {members !== undefined && members > 1 && (
          <Text size="sm" data-testid="plan-team-total">
            {t('plans.teamTotal', { members, total: money(price * members), per: t(year ? 'plans.perYear' : 'plans.perMonth') })}
          </Text>
        )}
        <Stack gap="xs" mt="auto">
          {trialDays !== null && (
            <Button variant="light" onClick={onTrial} disabled={busy}>
              {t('plans.startTrial', { days: trialDays })}
            </Button>
          )}
          <Button onClick={onSubscribe} disabled={busy}>
            {t('plans.subscribe')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
