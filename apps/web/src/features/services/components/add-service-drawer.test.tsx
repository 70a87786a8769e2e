import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { AddServiceDrawer } from './add-service-drawer';

const categories = {
  '@context': '/api/contexts/Category',
  '@id': '/api/services/categories',
  '@type': 'hydra:Collection',
  'hydra:member': [
    { '@id': '/api/services/categories/1', id: 1, name: 'Hair', slug: 'hair', parent: null },
    { '@id': '/api/services/categories/2', id: 2, name: 'Haircuts', slug: 'haircuts', parent: 1 },
  ],
  'hydra:totalItems': 2,
};

beforeAll(async () => {
  // jsdom has no scrollIntoView; Mantine's Select scrolls its chosen option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
  await initI18n('en');
  await i18n.loadNamespaces('services');
});
afterEach(() => vi.unstubAllGlobals());

function renderDrawer(onClose = vi.fn()) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/services/categories')) return new Response(JSON.stringify(categories), { status: 200 });
    return new Response(JSON.stringify({ '@id': '/api/services/9', id: 9 }), { status: 201 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <AddServiceDrawer opened onClose={onClose} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { fetch, onClose, panel: screen.getByRole('dialog', { name: i18n.t('services:form.addTitle') }) };
}

describe('Add New Service panel', { timeout: 20_000 }, () => {
  it('shows the spec messages for an empty name and a price of 0, and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetch, panel } = renderDrawer();
    expect(within(panel).getByLabelText(/^Duration \(m\)/)).toHaveValue('45');
    await user.type(within(panel).getByLabelText(/^Price/), '0');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('The Name field is required')).toBeInTheDocument();
    expect(within(panel).getByText('Price must be greater than 0')).toBeInTheDocument();
    expect(within(panel).getByText('The Category field is required')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends a complete service (duration 0 as 45) and closes', async () => {
    const user = userEvent.setup();
    const { fetch, onClose, panel } = renderDrawer();
    await user.type(within(panel).getByLabelText(/^Name/), 'Fringe trim');
    // Pasting: jsdom moves the caret oddly around the '$' prefix while typing.
    await user.click(within(panel).getByLabelText(/^Price/));
    await user.paste('12.5');
    const duration = within(panel).getByLabelText(/^Duration \(m\)/);
    await user.clear(duration);
    await user.type(duration, '0');
    await user.click(within(panel).getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Haircuts' }));
    await user.click(within(within(panel).getByRole('radiogroup', { name: /^Public/ })).getByLabelText('Yes'));
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Fringe trim',
      price: 12.5,
      hourly: false,
      duration: 45,
      category: 2,
      public: true,
      bufferMinutes: 0,
      processingStartMinutes: 0,
      processingMinutes: 0,
      depositMode: 'default',
      depositValue: null,
    });
  });

  it('takes a price typed with the German decimal comma and grouping dot, and sends it as a number (issue #29)', async () => {
    await i18n.changeLanguage('de');
    try {
      const user = userEvent.setup();
      const { fetch, onClose, panel } = renderDrawer();
      const t = (key: string) => i18n.t(`services:${key}`);
      await user.type(within(panel).getByLabelText(new RegExp(`^${t('fields.name')}`)), 'Pony');
      const price = within(panel).getByLabelText(new RegExp(`^${t('fields.price')}`));
      await user.click(price);
      await user.paste('1.245,50');
      // Shown as a German reader writes it; the dot she typed grouped the thousands.
      expect(price).toHaveValue('1.245,50\u00a0$');
      await user.clear(price);
      // Pasted, not typed: jsdom moves the caret oddly around the suffix while typing.
      await user.paste('45,50');
      expect(price).toHaveValue('45,50\u00a0$');
      await user.click(within(panel).getByRole('combobox', { name: new RegExp(`^${t('fields.category')}`) }));
      await user.click(await screen.findByRole('option', { name: 'Haircuts' }));
      await user.click(within(within(panel).getByRole('radiogroup', { name: new RegExp(`^${t('fields.public')}`) })).getByLabelText(t('yes')));
      await user.click(within(panel).getByRole('button', { name: t('form.add') }));
      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
      const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ name: 'Pony', price: 45.5 });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('sends a buffer and a processing window; a window that does not fit inside the service is shown on its field', async () => {
    const user = userEvent.setup();
    const { fetch, onClose, panel } = renderDrawer();
    await user.type(within(panel).getByLabelText(/^Name/), 'Colour');
    await user.click(within(panel).getByLabelText(/^Price/));
    await user.paste('80');
    const duration = within(panel).getByLabelText(/^Duration \(m\)/);
    await user.clear(duration);
    await user.type(duration, '90');
    await user.click(within(panel).getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Haircuts' }));
    await user.type(within(panel).getByLabelText(/^Buffer after \(m\)/), '15');
    const start = within(panel).getByLabelText(/^Processing starts after \(m\)/);
    const length = within(panel).getByLabelText(/^Processing time \(m\)/);
    await user.clear(start);
    await user.type(start, '30');
    await user.clear(length);
    await user.type(length, '60');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('The processing time must start after the service starts and end before it ends')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.clear(length);
    await user.type(length, '40');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ duration: 90, bufferMinutes: 15, processingStartMinutes: 30, processingMinutes: 40 });
  });

  it("sends the service's own deposit (issue #20): a fixed amount, checked against its limits", async () => {
    const user = userEvent.setup();
    const { fetch, onClose, panel } = renderDrawer();
    await user.type(within(panel).getByLabelText(/^Name/), 'Colour');
    await user.click(within(panel).getByLabelText(/^Price/));
    await user.paste('80');
    await user.click(within(panel).getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Haircuts' }));
    await user.click(within(panel).getByRole('combobox', { name: /^Deposit$/ }));
    await user.click(await screen.findByRole('option', { name: 'Fixed amount' }));
    const amount = within(panel).getByLabelText(/^Deposit amount/);
    await user.click(amount);
    await user.paste('0.5');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('Enter an amount between $1.00 and $10,000.00')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.clear(amount);
    await user.paste('25');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ depositMode: 'amount', depositValue: 25 });
  });
});
