import { ActionIcon, Group, SimpleGrid, Text } from '@mantine/core';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_COUNT } from '../utils/date-pages';
import { nextDayIndex, type DayMove } from '../utils/day-keys';
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
  /** A request for free times is on its way. */
  loading: boolean;
  /** The free times of these dates are known: before that no day is shown as full (issue #31.2). */
  answered: boolean;
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

const KEY_MOVES: Record<string, DayMove> = {
  ArrowRight: 'forward',
  ArrowLeft: 'back',
  ArrowDown: 'down',
  ArrowUp: 'up',
  Home: 'first',
  End: 'last',
};

/**
 * Two weeks of days (7 a row) as one radio group: one Tab stop (the chosen day, else the first
 * free one), the arrow keys move and choose, Home and End go to the first and last free day (issue
 * #31.13). Days without a free time are disabled; while the answer is on its way none is.
 */
export function DateGrid({
  today,
  dates,
  available,
  selected,
  page,
  pageCount = PAGE_COUNT,
  loading,
  answered,
  onPage,
  onSelect,
}: Props) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  const first = dates[0];
  const last = dates.at(-1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const open = dates.map((date) => answered && available.has(date));
  const selectedIndex = dates.findIndex((date, i) => date === selected && open[i]);
  const tabStop = selectedIndex >= 0 ? selectedIndex : open.indexOf(true);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    const from = buttons.current.findIndex((button) => button === document.activeElement);
    if (!move || from < 0) return;
    event.preventDefault();
    // ArrowRight goes back in time when the page runs right to left (Arabic).
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const flipped = rtl && move === 'forward' ? 'back' : rtl && move === 'back' ? 'forward' : move;
    const to = nextDayIndex(open, from, flipped);
    const date = to === null ? undefined : dates[to];
    if (to === null || !date) return;
    buttons.current[to]?.focus();
    onSelect(date);
  };

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
        role="radiogroup"
        aria-label={t('dateStep.days')}
        aria-busy={loading || !answered}
        onKeyDown={onKeyDown}
      >
        {dates.map((date, i) => {
          const label = dayLabel(date, today, locale, (relative, day) => t('dateStep.relativeDay', { relative, date: day }));
          return (
            <button
              key={date}
              ref={(node) => {
                buttons.current[i] = node;
              }}
              type="button"
              role="radio"
              className={classes.dayButton}
              data-state={answered ? (open[i] ? 'open' : 'full') : 'loading'}
              disabled={!open[i]}
              tabIndex={i === tabStop ? 0 : -1}
              aria-checked={selected === date}
              aria-label={!answered || open[i] ? label : t('dateStep.dayFull', { date: label })}
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
