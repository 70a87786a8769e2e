import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { ApiKeysTab } from './api-keys-tab';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['settings', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

const SECRET = `chk_test_${'x'.repeat(43)}`;
type Key = { '@id': string; '@type': 'ApiKey'; id: number; name: string; scope: string; prefix: string; createdAt: string; lastUsedAt: string | null };

/** The API as the tab sees it: the list (never a key), a key once when one is made, revoking. */
function api(initial: Key[]) {
  const calls: string[] = [];
  let keys = [...initial];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}${method === 'POST' ? ` ${String(init?.body)}` : ''}`);
      if (method === 'DELETE') {
        keys = keys.filter((key) => !url.pathname.endsWith(`/${key.id}`));
        return new Response(null, { status: 204 });
      }
      if (method === 'POST') {
        const body = JSON.parse(String(init?.body)) as { name: string; scope: string };
        const key: Key = { '@id': '/api/api-keys/9', '@type': 'ApiKey', id: 9, ...body, prefix: SECRET.slice(0, 13), createdAt: '2031-03-04T10:00:00.000Z', lastUsedAt: null };
        keys = [key, ...keys];
        return Response.json({ ...key, key: SECRET }, { status: 201 });
      }
      return Response.json({ '@context': '/api/contexts/ApiKey', '@id': '/api/api-keys', '@type': 'hydra:Collection', 'hydra:member': keys, 'hydra:totalItems': keys.length });
    }),
  );
  return calls;
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <ApiKeysTab />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const existing: Key = { '@id': '/api/api-keys/1', '@type': 'ApiKey', id: 1, name: 'Bookkeeping', scope: 'read', prefix: 'chk_test_AbCd', createdAt: '2031-03-01T10:00:00.000Z', lastUsedAt: null };

describe('ApiKeysTab', () => {
  it('lists her keys with scope and use, makes a read-write key and shows it once with Copy and a warning', async () => {
    const calls = api([existing]);
    show();
    const row = await screen.findByTestId('api-key-row');
    expect(within(row).getByText('Bookkeeping')).toBeInTheDocument();
    expect(within(row).getByText('Read only')).toBeInTheDocument();
    expect(within(row).getByText('Never used')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Spreadsheet');
    await userEvent.click(within(dialog).getByText('Read and write'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));

    expect(await screen.findByDisplayValue(SECRET)).toHaveAttribute('readonly');
    expect(screen.getByText(/It is shown only this once/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeEnabled();
    expect(calls).toContain('POST /api/api-keys {"name":"Spreadsheet","scope":"read-write"}');

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument());
    expect(await screen.findByText('Spreadsheet')).toBeInTheDocument();
  });

  it('revokes a key only after she confirms', async () => {
    const calls = api([existing]);
    show();
    const row = await screen.findByTestId('api-key-row');
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Tools using “Bookkeeping” stop working at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep key' }));
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/api-keys/1'));
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  });
});
