import type { PublicService } from '@chairly/shared/services/contracts';
import { Anchor, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMoney } from '@/lib/money';
import { usePublicCurrency } from '../hooks/use-stylist-zone';
import classes from './booking.module.css';

type Props = {
  services: readonly PublicService[];
  selected: readonly number[];
  onToggle: (id: number) => void;
};

function byCategory(services: readonly PublicService[]) {
  const groups = new Map<number, { name: string; services: PublicService[] }>();
  for (const service of services) {
    const group = groups.get(service.category.id) ?? { name: service.category.name, services: [] };
    group.services.push(service);
    groups.set(service.category.id, group);
  }
  return [...groups.entries()]
    .map(([id, group]) => ({ id, ...group }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Public services grouped by category; each one is a checkbox, so several can be booked at once. */
export function ServiceList({ services, selected, onToggle }: Props) {
  const { t } = useTranslation('booking');
  const money = useMoney(usePublicCurrency());
  return (
    <Stack gap="lg">
      {byCategory(services).map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`}>
          <Title
            order={3}
            size="h5"
            id={`category-${category.id}`}
            mb="xs"
            c="dimmed"
            tt="uppercase"
          >
            {category.name}
          </Title>
          <Stack gap="xs">
            {category.services.map((service) => {
              const checked = selected.includes(service.id);
              return (
                <Paper
                  key={service.id}
                  withBorder
                  radius="md"
                  p="sm"
                  className={classes.serviceCard}
                  data-checked={checked}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Checkbox
                      checked={checked}
                      onChange={() => onToggle(service.id)}
                      label={<Text fw={500}>{service.name}</Text>}
                      description={t('page.duration', { minutes: service.duration })}
                    />
                    <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {money(service.price)}
                    </Text>
                  </Group>
                  <Anchor
                    component={Link}
                    to={paths.requestConsultation(service.id)}
                    size="xs"
                    ms={32}
                    // violet 8: 4.5:1 also on the light violet of a selected card
                    c="violet.8"
                  >
                    {t('page.askQuestion', { name: service.name })}
                  </Anchor>
                </Paper>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
