import { addDays } from '@chairly/shared/format';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n, initI18n } from '@/lib/i18n';
import { DateGrid } from './date-grid';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['booking']);
});
afterAll(() => i18n.changeLanguage('en'));

const TODAY = '2026-11-23'; // a Monday
const DATES = Array.from({ length: 14 }, (_, i) => addDays(TODAY, i));

function renderGrid(available: string[] = DATES, { answered = true, selected = null as string | null, onSelect = (_date: string) => undefined as void } = {}) {
  render(
    <MantineProvider env="test">
      <DateGrid today={TODAY} dates={DATES} available={new Set(available)} selected={selected} page={0} loading={!answered} answered={answered} onPage={() => undefined} onSelect={onSelect} />
    </MantineProvider>,
  );
  return screen.getAllByRole('radio');
}

describe('the booking date grid (issue #29)', () => {
  it.each([
    ['en', ['Today, Monday, November 23', 'Tomorrow, Tuesday, November 24', 'Wednesday, November 25']],
    ['de', ['Heute, Montag, 23. November', 'Morgen, Dienstag, 24. November', 'Mittwoch, 25. November']],
    ['fr', ['Aujourd’hui, lundi 23 novembre', 'Demain, mardi 24 novembre', 'mercredi 25 novembre']],
    ['pt', ['Hoje, segunda-feira, 23 de novembro', 'Amanhã, terça-feira, 24 de novembro', 'quarta-feira, 25 de novembro']],
  ])('names today and tomorrow with Intl’s words in %s, the other days by their date', async (language, names) => {
    await i18n.changeLanguage(language);
    const days = renderGrid();
    expect(days.slice(0, 3).map((day) => day.getAttribute('aria-label'))).toEqual(names);
  });

  it('says so of a full tomorrow, in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    const days = renderGrid([TODAY]);
    expect(days[1]?.getAttribute('aria-label')).toMatch(/^غدًا، .+، لا توجد أوقات متاحة$/);
    await i18n.changeLanguage('en');
  });
});

describe('the date grid before the free times are known (issue #31.2)', () => {
  afterEach(cleanup);

  it('shows no day as full: no "no free times", nothing struck out, the group busy', () => {
    const days = renderGrid([], { answered: false });
    expect(days).toHaveLength(14);
    for (const day of days) {
      expect(day.getAttribute('aria-label')).not.toMatch(/no free times/);
      expect(day).toHaveAttribute('data-state', 'loading');
    }
    expect(screen.getByRole('radiogroup', { name: 'Days' })).toHaveAttribute('aria-busy', 'true');
  });

  it('marks the full days once the answer is there', () => {
    const days = renderGrid([DATES[2] as string]);
    expect(days[2]).toHaveAttribute('data-state', 'open');
    expect(days[3]).toHaveAttribute('data-state', 'full');
    expect(days[3]?.getAttribute('aria-label')).toMatch(/no free times$/);
  });
});

describe('the date grid by keyboard (issue #31.13)', () => {
  afterEach(cleanup);
  const open = [DATES[1], DATES[2], DATES[4], DATES[9], DATES[13]] as string[];

  it('is one Tab stop: the chosen day, else the first free one', () => {
    let days = renderGrid(open);
    expect(days.filter((day) => day.tabIndex === 0)).toEqual([days[1]]);
    cleanup();
    days = renderGrid(open, { selected: DATES[4] as string });
    expect(days.filter((day) => day.tabIndex === 0)).toEqual([days[4]]);
    expect(days[4]).toHaveAttribute('aria-checked', 'true');
  });

  it('moves and chooses with the arrow keys, Home and End, skipping full days', async () => {
    const onSelect = vi.fn();
    const days = renderGrid(open, { onSelect });
    const user = userEvent.setup();
    await user.tab(); // "Later dates"
    await user.tab();
    expect(days[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(days[2]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(days[4]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(days[13]).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(days[1]).toHaveFocus();
    await user.keyboard('{End}{ArrowLeft}');
    expect(days[9]).toHaveFocus();
    expect(onSelect.mock.calls.map(([date]) => date)).toEqual([DATES[2], DATES[4], DATES[13], DATES[4], DATES[1], DATES[13], DATES[9]]);
  });
});
