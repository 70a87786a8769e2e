import type { ReviewStatusResponse } from '@chairly/shared/reviews/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { i18n, initI18n } from '@/lib/i18n';
import ReviewPage from './review-page';

beforeAll(async () => {
  // jsdom has no FontFaceSet; the comment field's autosize listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
  }
  await initI18n('en');
  await i18n.loadNamespaces(['reviews', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

const UUID = '00000000-0000-4000-8000-000000000077';
const TOKEN = 'AbC_dEf-0123456789abcdefghijklmnopqrstuvwxy';
type Call = { method: string; path: string; token: string | null; body: Record<string, unknown> | null };

/** The review API as the page sees it; records what the page sends. */
function api(status: ReviewStatusResponse['status'], submitted = 201) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
      calls.push({ method, path: url.pathname, token: url.searchParams.get('token'), body });
      const shown = status === 'can_review';
      const response =
        method === 'POST'
          ? submitted === 201
            ? { rating: 5, comment: '', createdAt: '2026-03-10T10:00:00+01:00' }
            : { code: 'NOT_FOUND', message: 'No appointment', requestId: 'r' }
          : {
              status,
              stylist: shown ? { businessName: 'Studio Anna' } : null,
              appointment: shown ? { startsAt: '2026-03-10T10:00:00+01:00', services: ['Cut'] } : null,
            };
      return new Response(JSON.stringify(response), {
        status: method === 'POST' ? submitted : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function show(search: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[`${paths.appointmentReview(UUID)}${search}`]}>
          <Routes>
            <Route path={paths.appointmentReview(':appointmentUuid')} element={<ReviewPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('ReviewPage', () => {
  it("sends the link's token with the status and with the review", async () => {
    const calls = api('can_review');
    show(`?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('radio', { name: '5 of 5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Your review has been sent.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: `/api/public/appointment/${UUID}/review/status`, token: TOKEN });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rating: 5, comment: '', token: TOKEN });
  });

  it('without a token in its address, says the link is incomplete', async () => {
    api('unknown');
    show('');
    expect(await screen.findByText(/This review link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).toBeNull();
  });

  it('says so when the link has expired', async () => {
    api('link_expired');
    show(`?token=${TOKEN}`);
    expect(await screen.findByText(/This review link has expired/)).toBeInTheDocument();
  });

  it('a review refused for want of proof shows the invalid-link message, not a retry', async () => {
    api('can_review', 404);
    show(`?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(/not valid or has already been used/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).toBeNull();
  });
});
