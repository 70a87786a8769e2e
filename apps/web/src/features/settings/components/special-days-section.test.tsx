import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { SpecialDaysSection } from './special-days-section';

const list = (members: unknown[]) => ({
  '@context': '/api/contexts/SpecialDay',
  '@id': '/api/open_hours/overrides',
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': members.length,
});
const CHRISTMAS = { '@id': '/api/open_hours/overrides/2026-12-25', '@type': 'SpecialDay', date: '2026-12-25', closed: true, intervals: [], note: 'Christmas Day' };

beforeAll(async () => {
  // jsdom has no scrolling; Mantine's option list scrolls the chosen option into view.
  Element.prototype.scrollIntoView ??= () => {};
  await initI18n('en');
  await i18n.loadNamespaces('settings');
});
afterEach(() => vi.unstubAllGlobals());

function renderSection(answer: (url: string, init?: RequestInit) => Response | undefined = () => undefined) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const custom = answer(url, init);
    if (custom) return custom;
    if (init?.method === 'POST') return new Response(init.body as string, { status: 200 });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return new Response(JSON.stringify(list([CHRISTMAS])), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <SpecialDaysSection />
      </MantineProvider>
    </QueryClientProvider>,
  );
  const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(init?.body as string) as unknown);
  return { fetch, posts, form: screen.getByRole('form', { name: 'Save special day' }) };
}

describe('Special days', { timeout: 20_000 }, () => {
  it('lists the days ahead: a closed one says so, with its note', async () => {
    renderSection();
    const row = await screen.findByTestId('special-day');
    expect(row).toHaveTextContent('Fri, Dec 25, 2026');
    expect(row).toHaveTextContent('Closed');
    expect(row).toHaveTextContent('Christmas Day');
  });

  it('"Closed all day" sends an empty list of intervals', async () => {
    const user = userEvent.setup();
    const { posts, form } = renderSection();
    await user.type(within(form).getByLabelText('Date'), '2026-12-24');
    await user.click(within(form).getByRole('switch', { name: 'Closed all day' }));
    expect(within(form).queryByTestId('special-day-interval')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save special day' }));
    await vi.waitFor(() => expect(posts()).toEqual([{ date: '2026-12-24', intervals: [], note: '' }]));
  });

  it('refuses overlapping intervals before sending, in the user’s words; back to back they are sent', async () => {
    const user = userEvent.setup();
    const { posts, form } = renderSection();
    await user.type(within(form).getByLabelText('Date'), '2026-12-20');
    await user.click(within(form).getByRole('button', { name: 'Add interval' }));
    // The added 15:00–18:00 moved to start at 13:00 overlaps 10:00–14:00.
    await user.click(within(form).getAllByRole('combobox', { name: 'From' })[1]!);
    await user.click(await screen.findByRole('option', { name: '13:00' }));
    await user.click(within(form).getByRole('button', { name: 'Save special day' }));
    expect(await within(form).findByText('The intervals of one day must not overlap')).toBeInTheDocument();
    expect(posts()).toEqual([]);
    await user.click(within(form).getAllByRole('combobox', { name: 'From' })[1]!);
    await user.click(await screen.findByRole('option', { name: '14:00' }));
    await user.click(within(form).getByRole('button', { name: 'Save special day' }));
    await vi.waitFor(() =>
      expect(posts()).toEqual([
        { date: '2026-12-20', intervals: [{ startTime: '10:00', endTime: '14:00' }, { startTime: '14:00', endTime: '18:00' }], note: '' },
      ]),
    );
  });

  it('shows the server’s refusal of a date on the date field', async () => {
    const user = userEvent.setup();
    const refusal = { code: 'VALIDATION', message: 'The request is invalid', fields: { date: 'A special day cannot be in the past' } };
    const { form } = renderSection((_url, init) => (init?.method === 'POST' ? new Response(JSON.stringify(refusal), { status: 400 }) : undefined));
    await user.type(within(form).getByLabelText('Date'), '2020-01-01');
    await user.click(within(form).getByRole('button', { name: 'Save special day' }));
    expect(await within(form).findByText('Choose a date from today up to two years ahead')).toBeInTheDocument();
  });
});
