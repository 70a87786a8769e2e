import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { CalendarFeedSection } from './calendar-feed-section';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['settings', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

const OLD = 'http://anna.chairly.localhost/api/calendar-feed/old-token.ics';
const NEW = 'http://anna.chairly.localhost/api/calendar-feed/new-token.ics';

/** The API as the section sees it: the current URL, and a new one on regenerate. */
function api() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      const body = { url: url.pathname.endsWith('/regenerate') ? NEW : OLD };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function show() {
  render(
    <QueryClientProvider
      client={
        new QueryClient({
          defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
        })
      }
    >
      <MantineProvider env="test">
        <Notifications />
        <CalendarFeedSection />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('CalendarFeedSection', () => {
  it('shows her feed address to copy', async () => {
    api();
    show();
    expect(await screen.findByDisplayValue(OLD)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeEnabled();
  });

  it('makes a new address only after the confirmation, and shows it', async () => {
    const calls = api();
    show();
    await screen.findByDisplayValue(OLD);
    await userEvent.click(screen.getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the current one' }));
    expect(calls).toEqual(['GET /api/calendar-feed']);
    expect(screen.getByDisplayValue(OLD)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New address' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Make a new address?' })).getByRole(
        'button',
        { name: 'Make a new address' },
      ),
    );
    expect(await screen.findByDisplayValue(NEW)).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/calendar-feed', 'POST /api/calendar-feed/regenerate']);
    expect(await screen.findByText('A new calendar address was made')).toBeInTheDocument();
  });
});
