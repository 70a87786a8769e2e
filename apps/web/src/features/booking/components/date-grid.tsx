import { ActionIcon, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_COUNT } from '../utils/date-pages';
import { daysBetween, formatCalendarDate, formatRelativeDay } from '@chairly/shared/format';
import classes from './booking.module.css';

type Props = {
  /** The customer's today in the stylist's zone (`yyyy-MM-dd`): today and tomorrow are named so. */
  today: string;
  dates: readonly string[];
  available: ReadonlySet<string>;
  selected: string | null;
  page: number;
  /** Pages up to the stylist's booking horizon. */
  pageCount?: number;
  loading: boolean;
  onPage: (page: number) => void;
  onSelect: (date: string) => void;
};

/**
 * A day's spoken name: "Today, Friday, November 27" for today and tomorrow (the words from Intl,
 * in the reader's language), the date alone for the others.
 */
function dayLabel(date: string, today: string, locale: string, withRelative: (relative: string, date: string) => string): string {
  const label = formatCalendarDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const days = daysBetween(today, date);
  return days === 0 || days === 1 ? withRelative(formatRelativeDay(date, today, locale, { capitalized: true }), label) : label;
}

/** Two weeks of days as buttons (7 a row); days without a free time are disabled. */
export function DateGrid({
  today,
  dates,
  available,
  selected,
  page,
  pageCount = PAGE_COUNT,
  loading,
  onPage,
  onSelect,
}: Props) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  const first = dates[0];
  const last = dates.at(-1);
  return (
    <div>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onPage(page - 1)}
          disabled={page === 0}
          aria-label={t('dateStep.earlier')}
        >
          ‹
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {first && last
            ? `${formatCalendarDate(first, locale, { day: 'numeric', month: 'short' })} – ${formatCalendarDate(last, locale, { day: 'numeric', month: 'short' })}`
            : ''}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onPage(page + 1)}
          disabled={page >= pageCount - 1}
          aria-label={t('dateStep.later')}
        >
          ›
        </ActionIcon>
      </Group>
      <SimpleGrid
        cols={7}
        spacing={6}
        role="group"
        aria-label={t('dateStep.days')}
        aria-busy={loading}
      >
        {dates.map((date) => {
          const open = available.has(date);
          const label = dayLabel(date, today, locale, (relative, day) => t('dateStep.relativeDay', { relative, date: day }));
          return (
            <button
              key={date}
              type="button"
              className={classes.dayButton}
              disabled={!open}
              aria-pressed={selected === date}
              aria-label={open ? label : t('dateStep.dayFull', { date: label })}
              onClick={() => onSelect(date)}
            >
              <Text span size="xs" tt="uppercase">
                {formatCalendarDate(date, locale, { weekday: 'short' })}
              </Text>
              <Text span fw={700}>
                {formatCalendarDate(date, locale, { day: 'numeric' })}
              </Text>
            </button>
          );
        })}
      </SimpleGrid>
    </div>
  );
}
