import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWallClock } from '@chairly/shared/format';
import { groupTimes } from '../utils/group-times';

type Props = {
  times: readonly string[];
  selected: string | null;
  onSelect: (time: string) => void;
};

/** Free start times as buttons, grouped into morning, afternoon and evening. */
export function TimeSlots({ times, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation('booking');
  return (
    <Stack gap="md">
      {groupTimes(times).map((group) => (
        <section key={group.part} aria-labelledby={`part-${group.part}`}>
          <Title order={3} size="h6" id={`part-${group.part}`} mb={6} c="dimmed">
            {t(`dateStep.parts.${group.part}`)}
          </Title>
          <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing={6}>
            {group.times.map((time) => (
              <Button
                key={time}
                variant={selected === time ? 'filled' : 'default'}
                aria-pressed={selected === time}
                onClick={() => onSelect(time)}
                px={4}
              >
                {formatWallClock(time, i18n.language)}
              </Button>
            ))}
          </SimpleGrid>
        </section>
      ))}
      {times.length === 0 && <Text c="dimmed">{t('dateStep.noTimes')}</Text>}
    </Stack>
  );
}
