import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '@/lib/api-client';
import { i18n, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { waitOut } from '@/lib/rate-limit';
import { RateLimitNotice } from './rate-limit-notice';

beforeAll(() => initI18n('en'));
afterEach(() => vi.unstubAllGlobals());
afterAll(() => i18n.changeLanguage('en'));

function Services() {
  const services = useQuery({ queryKey: ['services'], queryFn: () => apiFetch<{ name: string }[]>('/api/public/services') });
  if (services.isError) return <p>failed</p>;
  return <p>{services.data ? services.data.map((s) => s.name).join(', ') : 'loading'}</p>;
}

function renderPage() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <Services />
        <RateLimitNotice />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('a query answered 429', () => {
  it('shows "too many requests, retrying in N s", counts down, and loads by itself after Retry-After', async () => {
    const limited = new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many requests' }), {
      status: 429,
      headers: { 'Retry-After': '2' },
    });
    const fetchMock = vi.fn().mockResolvedValueOnce(limited);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify([{ name: 'Cut' }, { name: 'Colour' }]), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Too many requests');
    expect(notice).toHaveTextContent('Retrying in 2 s');
    expect(await screen.findByText(/Retrying in 1 s/, {}, { timeout: 1500 })).toBeInTheDocument();
    expect(screen.queryByText('failed')).not.toBeInTheDocument();
    expect(await screen.findByText('Cut, Colour', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('the notice in every language', () => {
  it.each([
    ['en', 'Too many requests', 'Retrying in 5 s'],
    ['de', 'Zu viele Anfragen', 'Neuer Versuch in 5 s'],
    ['fr', 'Trop de requêtes', 'Nouvel essai dans 5 s'],
    ['pt', 'Solicitações demais', 'Nova tentativa em 5 s'],
  ])('%s', async (language, title, retrying) => {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces('errors');
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const wait = waitOut(5, controller.signal).catch(() => undefined);
    renderPage();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(title);
    expect(notice).toHaveTextContent(retrying);
    act(() => controller.abort());
    await wait;
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
