import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { RATE_LIMIT_RETRIES } from '@/lib/rate-limit';
import { App } from './app';
import { RouteErrorBoundary } from './route-error-boundary';
import { lazyScreen } from './screen';

beforeAll(() => initI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const configBody = {
  baseDomain: 'chairly.localhost',
  publicProtocol: 'http',
  publicPort: 3000,
  oidc: null,
  paymentProvider: 'sandbox',
};

describe('boot', () => {
  it('shows a designed error when the runtime config fails, and Retry loads the app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn().mockResolvedValueOnce(new Response('{}', { status: 503 }));
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(configBody), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chairly could not start' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('banner', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/public/app-config', expect.anything());
  });
});

describe('boot, rate limited', () => {
  it('a 429 shows how long the wait is and loads the app by itself after Retry-After', async () => {
    const limited = new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many requests' }), {
      status: 429,
      headers: { 'Retry-After': '1' },
    });
    const fetchMock = vi.fn().mockResolvedValueOnce(limited);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(configBody), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<App />);
    const notice = await screen.findByText('Too many requests');
    expect(notice.closest('[role="status"]')).toHaveTextContent('Retrying in 1 s');
    expect(screen.queryByText('Chairly could not start')).not.toBeInTheDocument();
    // No button to press: the app arrives once the wait is over.
    expect(await screen.findByRole('banner', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Too many requests')).not.toBeInTheDocument();
  });

  it('still limited after waiting several times: says so instead of "could not reach the server"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many requests' }), {
            status: 429,
            headers: { 'Retry-After': '30' },
          }),
      );
      vi.stubGlobal('fetch', fetchMock);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(<App />);
      await screen.findByText('Too many requests');
      await vi.advanceTimersByTimeAsync(RATE_LIMIT_RETRIES * 30_000);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Too many requests' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/Wait a minute and try again/)).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(RATE_LIMIT_RETRIES + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('chunk load failure', () => {
  it('shows a message with a Reload button instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <MantineProvider>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MantineProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page did not load' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});
