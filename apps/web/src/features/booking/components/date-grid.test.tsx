import { addDays } from '@chairly/shared/format';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { DateGrid } from './date-grid';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['booking']);
});
afterAll(() => i18n.changeLanguage('en'));

const TODAY = '2026-11-23'; // a Monday
const DATES = Array.from({ length: 14 }, (_, i) => addDays(TODAY, i));

function renderGrid(available: string[] = DATES) {
  render(
    <MantineProvider env="test">
      <DateGrid today={TODAY} dates={DATES} available={new Set(available)} selected={null} page={0} loading={false} onPage={() => undefined} onSelect={() => undefined} />
    </MantineProvider>,
  );
  return screen.getAllByRole('button').filter((button) => button.closest('[role="group"]'));
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
