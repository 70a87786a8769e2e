import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCardDetails } from '../api/get-card-details';

export function CardOnFile({ appointmentId }: { appointmentId: number }) {
  const { t } = useTranslation('appointments');
  const card = useCardDetails(appointmentId);
  const body = () => {
    if (card.isPending) return <Skeleton height={16} width={140} />;
    if (card.isError) return <Text c="red.8">{t('card.failed')}</Text>;
    if (!card.data) return <Text c="dimmed">{t('card.none')}</Text>;
    return (
      <Text fw={600} data-testid="card-on-file">
        {card.data.brand.toUpperCase()} •••• {card.data.last4}
      </Text>
    );
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="xs">
        {t('card.title')}
      </Title>
      {body()}
    </Paper>
  );
}
