import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { DataExportTab } from './data-export-tab';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['settings', 'common']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = '6f1c1f0e-3c1a-4d38-9a55-3f8f3b0a7a11';
const CSV = '\uFEFFID,First name\r\n1,Zoë\r\n';

type Archive = { status: string; progress: number; downloadUrl: string | null };

/** The export API as the tab sees it; answers the CSV with the server's file name. */
function api({ csvStatus = 200, archive = { status: 'ready', progress: 100, downloadUrl: `/api/exports/${ID}/download?token=t0k3n` } as Archive } = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}${[...url.searchParams].filter(([k]) => k !== '_t').map(([k, v]) => `${k}=${v}`).join('&').replace(/^(?=.)/, '?')}`);
      if (url.pathname.endsWith('.csv')) {
        if (csvStatus !== 200) return Response.json({ code: 'INTERNAL', message: 'x' }, { status: csvStatus });
        return new Response(new TextEncoder().encode(CSV), { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="customers-2031-03-04.csv"' } });
      }
      if (method === 'POST') return Response.json({ id: ID, status: 'pending' }, { status: 202 });
      if (url.pathname === `/api/exports/${ID}`)
        return Response.json({ id: ID, createdAt: '2031-03-04T10:00:00.000Z', expiresAt: '2031-03-05T10:00:00.000Z', ...archive });
      return Response.json({});
    }),
  );
  return calls;
}

/** What the tab handed the browser to save: the file's name and its bytes. */
function savedFiles() {
  const saved: { name: string; blob: Promise<Blob> }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.set('blob:1', blob), 'blob:1'), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: Promise.resolve(blobs.get(this.getAttribute('href') ?? '')!) });
  });
  return saved;
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <DataExportTab />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('DataExportTab', () => {
  it('downloads a table as CSV with the chosen dates, saving the bytes (BOM included) under the server’s name', async () => {
    const calls = api();
    const saved = savedFiles();
    show();
    fireEvent.change(screen.getByTestId('export-from'), { target: { value: '2031-01-01' } });
    fireEvent.change(screen.getByTestId('export-to'), { target: { value: '2031-03-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Customers' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls).toContain('GET /api/exports/customers.csv?from=2031-01-01&to=2031-03-31');
    expect(saved[0]!.name).toBe('customers-2031-03-04.csv');
    const blob = await saved[0]!.blob;
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('refuses a reversed range before asking the server', async () => {
    const calls = api();
    show();
    fireEvent.change(screen.getByTestId('export-from'), { target: { value: '2031-03-10' } });
    fireEvent.change(screen.getByTestId('export-to'), { target: { value: '2031-03-01' } });
    expect(screen.getByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Appointments' })).toBeDisabled();
    expect(calls.filter((c) => c.includes('.csv'))).toEqual([]);
  });

  it('says so when a file could not be downloaded', async () => {
    api({ csvStatus: 500 });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Reviews' }));
    expect(await screen.findByText('File could not be downloaded')).toBeInTheDocument();
  });

  it('starts the archive, then shows its download link and when it expires', async () => {
    const calls = api();
    show();
    expect(screen.getByText('No export yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export everything' }));
    const link = await screen.findByRole('link', { name: 'Download the export' });
    expect(link).toHaveAttribute('href', `/api/exports/${ID}/download?token=t0k3n`);
    expect(screen.getByText(/The link works until/)).toBeInTheDocument();
    expect(calls).toContain('POST /api/exports');
  });

  it('shows a job that failed and lets her start another', async () => {
    api({ archive: { status: 'failed', progress: 40, downloadUrl: null } });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Export everything' }));
    expect(await screen.findByText('The export could not be prepared. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download the export' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export everything' })).toBeEnabled();
  });
});
