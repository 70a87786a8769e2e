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
};

export function PlanCard({ plan, saving, trialDays, busy, onTrial, onSubscribe }: Props) {
  const { t, i18n } = useTranslation('subscription');
  const money = (amount: number) => formatMoney(amount, plan.currency, i18n.language);
  const per = t(plan.interval === 'year' ? 'plans.perYear' : 'plans.perMonth');
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
