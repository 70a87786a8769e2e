import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, LONG_DATE_TIME } from '@chairly/shared/format';
import { useMoney } from '@/lib/money';
import { usePublicCurrency } from '../hooks/use-stylist-zone';

type Line = { id: number; name: string; price: number; duration: number };
type Props = {
  services: readonly Line[];
  startsAt: string;
  endsAt: string;
  amount: number;
  timeZone: string;
  title?: string;
  /** The amounts' currency when the answer names it; else the stylist's. */
  currency?: string | null;
  /** Issue #34: the member it is with, for a team (a one-member business names no one). */
  memberName?: string;
};

/** Services, date and time in the stylist's zone, duration and total of a booking. */
export function BookingSummary({ services, startsAt, endsAt, amount, timeZone, title, currency, memberName }: Props) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  const publicCurrency = usePublicCurrency();
  const money = useMoney(currency ?? publicCurrency);
  const minutes = Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title ?? t('summary.title')}
        </Title>
        <Text fw={600}>{formatDateTime(startsAt, locale, timeZone, LONG_DATE_TIME)}</Text>
        <Text size="sm" c="dimmed">
          {t('dateStep.zone', { zone: timeZone })} · {t('page.duration', { minutes })}
        </Text>
        {memberName && <Text size="sm">{t('summary.with', { name: memberName })}</Text>}
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {services.map((service) => (
            <Group key={service.id} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm">{service.name}</Text>
              <Text size="sm">{money(service.price)}</Text>
            </Group>
          ))}
        </Stack>
        <Group
          justify="space-between"
          pt={4}
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text fw={700}>{t('summary.total')}</Text>
          <Text fw={700}>{money(amount)}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
