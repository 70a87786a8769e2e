import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { ManageSubscription } from './manage-subscription';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['subscription', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderButton(navigate: (url: string) => void) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <ManageSubscription returnUrl="http://anna.chairly.localhost/subscription/plans" navigate={navigate} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('ManageSubscription (issue #31.9)', () => {
  it('asks the API for the billing portal with the way back, and sends the browser there', async () => {
    const fetch = vi.fn(async () => json({ url: 'http://anna.chairly.localhost/sandbox/billing/portal?token=abc' }));
    vi.stubGlobal('fetch', fetch);
    const navigate = vi.fn();
    renderButton(navigate);
    expect(screen.getByText('Change plan, cancel, invoices')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manage subscription' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('http://anna.chairly.localhost/sandbox/billing/portal?token=abc'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/subscription/stylist/portal');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ returnUrl: 'http://anna.chairly.localhost/subscription/plans' });
  });

  it('says so when she has no subscription to manage (409 no_subscription), and stays', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ code: 'CONFLICT', message: 'There is no subscription to manage', reason: 'no_subscription' }, 409)));
    const navigate = vi.fn();
    renderButton(navigate);
    await userEvent.click(screen.getByRole('button', { name: 'Manage subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no subscription to manage yet.');
    expect(navigate).not.toHaveBeenCalled();
  });
});
