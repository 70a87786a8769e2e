import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { ScheduleList } from './schedule-list';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['dashboard']);
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => i18n.changeLanguage('en'));

function renderSchedules(today: string | null) {
  // Nothing answers: the titles do not wait for the schedule.
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <ScheduleList testId="schedule-today" today={today} days={0} />
        <ScheduleList testId="schedule-tomorrow" today={today} days={1} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('the dashboard schedules (issue #29)', () => {
  it.each([
    ['en', ['Today', 'Tomorrow']],
    ['de', ['Heute', 'Morgen']],
    ['fr', ['Aujourd’hui', 'Demain']],
    ['pt', ['Hoje', 'Amanhã']],
    ['ar', ['اليوم', 'غدًا']],
  ])('are titled with Intl’s words for today and tomorrow in %s, before the date is known', async (language, titles) => {
    await i18n.changeLanguage(language);
    expect(renderSchedules(null)).toEqual(titles);
  });

  it('writes the date under the title once the stylist’s today is known', async () => {
    await i18n.changeLanguage('de');
    renderSchedules('2026-12-31');
    expect(screen.getByText('Donnerstag, 31. Dezember')).toBeInTheDocument();
    expect(screen.getByText('Freitag, 1. Januar')).toBeInTheDocument();
  });
});
