import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
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
