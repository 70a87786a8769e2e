import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { WebhooksTab } from './webhooks-tab';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['settings', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

const SECRET = `whsec_${'s'.repeat(43)}`;
type Hook = { '@id': string; '@type': 'Webhook'; id: number; url: string; events: string[]; createdAt: string };
const existing: Hook = { '@id': '/api/webhooks/1', '@type': 'Webhook', id: 1, url: 'https://books.example.com/in', events: ['appointment.created'], createdAt: '2031-03-01T10:00:00.000Z' };
const delivery = {
  '@id': '/api/webhooks/1/deliveries/7', '@type': 'WebhookDelivery', id: 7, eventId: '00000000-0000-4000-8000-000000000007', event: 'appointment.created',
  status: 'failed', attempts: 3, responseCode: 500, createdAt: '2031-03-02T10:00:00.000Z', lastAttemptAt: '2031-03-02T10:05:00.000Z', deliveredAt: null,
};

/** The API as the tab sees it: the list (never a secret), a secret once on creation, a refused URL, the log, "send again", deleting. */
function api(initial: Hook[]) {
  const calls: string[] = [];
  let hooks = [...initial];
  const list = (members: unknown[], id: string) => Response.json({ '@context': '/api/contexts/Webhook', '@id': id, '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': members.length });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}${method === 'POST' && init?.body ? ` ${String(init.body)}` : ''}`);
      if (method === 'DELETE') {
        hooks = hooks.filter((hook) => !url.pathname.endsWith(`/${hook.id}`));
        return new Response(null, { status: 204 });
      }
      if (method === 'POST' && url.pathname.endsWith('/retry')) return new Response(null, { status: 204 });
      if (method === 'POST') {
        const body = JSON.parse(String(init?.body)) as { url: string; events: string[] };
        if (body.url.startsWith('http:')) return Response.json({ code: 'VALIDATION', message: 'Validation failed', fields: { url: 'The URL must start with https://' } }, { status: 400 });
        const hook: Hook = { '@id': '/api/webhooks/9', '@type': 'Webhook', id: 9, ...body, createdAt: '2031-03-04T10:00:00.000Z' };
        hooks = [...hooks, hook];
        return Response.json({ ...hook, secret: SECRET }, { status: 201 });
      }
      if (url.pathname.endsWith('/deliveries')) return list([delivery], url.pathname);
      return list(hooks, '/api/webhooks');
    }),
  );
  return calls;
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <WebhooksTab />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('WebhooksTab', () => {
  it('adds an endpoint for the chosen events, says why a URL is refused, and shows the secret once', async () => {
    const calls = api([existing]);
    show();
    const row = await screen.findByTestId('webhook-row');
    expect(within(row).getByText('https://books.example.com/in')).toBeInTheDocument();
    expect(within(row).getByText('Appointment booked')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Address \(URL\)/), 'http://crm.example.com/hook');
    await userEvent.click(within(dialog).getByLabelText('Appointment cancelled'));
    await userEvent.click(within(dialog).getByLabelText('New customer'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('Use an https address on the public internet.')).toBeInTheDocument();

    const field = within(dialog).getByLabelText(/Address \(URL\)/);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://crm.example.com/hook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByDisplayValue(SECRET)).toHaveAttribute('readonly');
    expect(screen.getByText(/it is shown only this once/)).toBeInTheDocument();
    expect(calls).toContain('POST /api/webhooks {"url":"https://crm.example.com/hook","events":["appointment.cancelled","customer.created"]}');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument());
    expect(await screen.findByText('https://crm.example.com/hook')).toBeInTheDocument();
  });

  it('shows the delivery log and sends a delivery again', async () => {
    const calls = api([existing]);
    show();
    await userEvent.click(within(await screen.findByTestId('webhook-row')).getByRole('button', { name: 'Deliveries' }));
    const entry = await screen.findByTestId('webhook-delivery');
    expect(within(entry).getByText('Failed')).toBeInTheDocument();
    expect(within(entry).getByText(/Attempts: 3/)).toBeInTheDocument();
    expect(within(entry).getByText(/answer 500/)).toBeInTheDocument();
    await userEvent.click(within(entry).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(calls).toContain('POST /api/webhooks/1/deliveries/7/retry'));
  });

  it('deletes an endpoint only after she confirms', async () => {
    const calls = api([existing]);
    show();
    const row = await screen.findByTestId('webhook-row');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/webhooks/1'));
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
  });
});
