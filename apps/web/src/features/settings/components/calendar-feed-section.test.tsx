import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { CalendarFeedSection } from './calendar-feed-section';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['settings', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

const FIRST = 'http://anna.chairly.localhost/api/calendar-feed/first-token.ics';
const NEW = 'http://anna.chairly.localhost/api/calendar-feed/new-token.ics';
const MADE = '2031-03-04T10:00:00.000Z';

/**
 * The API as the section sees it: whether she has a feed (never its URL), the URL once when one is
 * made, and turning it off.
 */
function api(initially: { active: boolean }) {
  const calls: string[] = [];
  let state = initially.active
    ? { active: true, createdAt: MADE }
    : { active: false, createdAt: null };
  let made = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      if (method === 'DELETE') {
        state = { active: false, createdAt: null };
        return new Response(null, { status: 204 });
      }
      let body: object = state;
      if (method === 'POST') {
        state = { active: true, createdAt: MADE };
        body = { url: made++ === 0 && !initially.active ? FIRST : NEW, createdAt: MADE };
      }
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
  it('without a feed, makes one and shows its address once, with Copy and a note', async () => {
    const calls = api({ active: false });
    show();
    expect(await screen.findByText(/You have no calendar address yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy address' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Make my calendar address' }));
    expect(await screen.findByDisplayValue(FIRST)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeEnabled();
    expect(screen.getByText(/cannot show it again/)).toBeInTheDocument();
    expect(await screen.findByText('Your calendar address was made')).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/calendar-feed', 'POST /api/calendar-feed/regenerate']);
  });

  it('with a feed, says it is on without an address, and makes a new one only after the confirmation', async () => {
    const calls = api({ active: true });
    show();
    expect(
      await screen.findByText('Your calendar address is on (made on March 4, 2031).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy address' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the current one' }));
    expect(calls).toEqual(['GET /api/calendar-feed']);

    await userEvent.click(screen.getByRole('button', { name: 'New address' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Make a new address?' })).getByRole(
        'button',
        { name: 'Make a new address' },
      ),
    );
    expect(await screen.findByDisplayValue(NEW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeEnabled();
    expect(calls).toEqual(['GET /api/calendar-feed', 'POST /api/calendar-feed/regenerate']);
    expect(await screen.findByText('New calendar address made')).toBeInTheDocument();
  });

  it('closes its question with a named Close button (axe: button-name), sending nothing', async () => {
    const calls = api({ active: true });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn the calendar feed off?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['GET /api/calendar-feed']);
  });

  it('turns the feed off after the confirmation', async () => {
    const calls = api({ active: true });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Turn the calendar feed off?' })).getByRole(
        'button',
        { name: 'Turn it off' },
      ),
    );
    expect(await screen.findByText('The calendar feed is off')).toBeInTheDocument();
    expect(await screen.findByText(/You have no calendar address yet/)).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/calendar-feed', 'DELETE /api/calendar-feed']);
  });
});
