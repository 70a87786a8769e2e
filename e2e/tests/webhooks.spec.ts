import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, todayIn, wallTimeToIso } from '@chairly/shared/format';
import { apiToken } from '../support/api-token';
import { expect, test } from '../support/fixtures';
import { literal } from '../support/text';
import { en } from '../support/web-text';
import { PHONE } from './booking-steps';

/**
 * Issue #32 (3b): the stylist adds a webhook pointing at a receiver this spec runs (loopback over
 * http is allowed because the system runs with NODE_ENV=test, D47), books and cancels an appointment,
 * the receiver gets both events signed with the secret she was shown once, she sees the deliveries
 * in the log and sends one again. Her customer, appointment and webhook are removed at the end.
 */
const s = (key: string) => en('settings', key);
const ANNA = 'anna.chairly.localhost';
const ZONE = 'Europe/Berlin';

type Received = { signature: string; body: string; type: string; id: string };

test('the stylist adds a webhook, sees its deliveries and sends one again', async ({ page, urls, signIn, hostFetch, problems }) => {
  test.setTimeout(90_000);
  const received: Received[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const json = JSON.parse(body) as { type: string; id: string };
      received.push({ signature: String(req.headers['chairly-signature'] ?? ''), body, type: json.type, id: json.id });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/chairly`;
  const cleanup: (() => Promise<unknown>)[] = [];

  try {
    await signIn.stylist('anna');
    await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting?activeTab=webhooks`);
    await expect(page.getByRole('tab', { name: s('tabs.webhooks') })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: s('webhooks.add') }).click();
    const dialog = page.getByRole('dialog', { name: s('webhooks.addTitle') });
    await dialog.getByLabel(s('webhooks.url')).fill(receiverUrl);
    await dialog.getByLabel(s('webhooks.events.appointmentCreated')).check();
    await dialog.getByLabel(s('webhooks.events.appointmentCancelled')).check();
    await dialog.getByRole('button', { name: s('webhooks.addConfirm') }).click();

    const shown = page.getByRole('dialog', { name: s('webhooks.secretTitle') });
    const field = shown.getByTestId('webhook-secret');
    await expect(field).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
    const secret = await field.inputValue();
    await expect(shown.getByText(s('webhooks.secretOnce'))).toBeVisible();
    await shown.getByRole('button', { name: s('webhooks.done') }).click();
    await expect(shown).toBeHidden();
    const row = page.getByTestId('webhook-row').filter({ hasText: receiverUrl });
    await expect(row).toContainText(s('webhooks.events.appointmentCancelled'));
    expect(await page.content()).not.toContain(secret);

    // Her own calendar: a new customer, booked eight days ahead early in the morning (her hours bind
    // only customers, and no demo appointment is there), then cancelled.
    const auth = { authorization: `Bearer ${await apiToken(page)}` };
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await hostFetch(
        ANNA,
        path,
        body === undefined ? { method, headers: auth } : { method, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) },
      );
      return { status: res.status, json: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
    };
    const hooks = (await call('GET', '/api/webhooks')).json['hydra:member'] as { id: number; url: string }[];
    const hookId = hooks.find((h) => h.url === receiverUrl)!.id;
    cleanup.push(() => call('DELETE', `/api/webhooks/${hookId}`));
    const customer = await call('POST', '/api/customers', { name: 'Webhook', lastName: 'E2E' });
    expect(customer.status).toBe(201);
    cleanup.push(() => call('DELETE', `/api/customers/${customer.json.id}`));
    const services = (await call('GET', '/api/services?itemsPerPage=100')).json['hydra:member'] as { id: number }[];
    const booked = await call('POST', '/api/appointments', {
      customerId: customer.json.id, services: [services[0]!.id], startsAt: wallTimeToIso(addDays(todayIn(ZONE), 8), '05:15', ZONE), note: '',
    });
    expect(booked.status).toBe(201);
    expect((await call('DELETE', `/api/appointments/${booked.json.id}`)).status).toBeLessThan(300);

    await expect.poll(() => received.map((r) => r.type).sort(), { timeout: 20_000 }).toEqual(['appointment.cancelled', 'appointment.created']);
    for (const r of received) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(r.signature) ?? [];
      expect(createHmac('sha256', secret).update(`${t}.${r.body}`).digest('hex')).toBe(v1);
    }

    await row.getByRole('button', { name: s('webhooks.deliveries') }).click();
    const log = page.getByRole('dialog', { name: s('webhooks.deliveriesTitle') });
    await expect(log.getByTestId('webhook-delivery')).toHaveCount(2);
    await expect(log.getByTestId('webhook-delivery-status').first()).toHaveText(s('webhooks.status.delivered'));
    const cancelledEntry = log.getByTestId('webhook-delivery').filter({ hasText: s('webhooks.events.appointmentCancelled') });
    await cancelledEntry.getByRole('button', { name: s('webhooks.resend') }).click();
    await expect(page.getByText(literal(s('webhooks.resentToast')))).toBeVisible();
    await expect.poll(() => received.filter((r) => r.type === 'appointment.cancelled').length, { timeout: 20_000 }).toBe(2);
    const [first, again] = received.filter((r) => r.type === 'appointment.cancelled');
    expect(again!.id).toBe(first!.id);
    await log.getByRole('button', { name: s('webhooks.refresh') }).click();
    await expect(cancelledEntry).toContainText(s('webhooks.attempts').replace('{{n}}', '2'));
    expect(problems.pageErrors).toEqual([]);
  } finally {
    for (const undo of cleanup.reverse()) await undo().catch(() => {});
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the Webhooks tab is in the section menu and its dialog fits the screen', async ({ page, urls, signIn, problems }) => {
    await signIn.stylist('anna');
    await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting`);
    await page.getByTestId('settings-tab-select').click();
    await page.getByRole('option', { name: s('tabs.webhooks') }).click();
    await page.getByRole('button', { name: s('webhooks.add') }).click();
    const dialog = page.getByRole('dialog', { name: s('webhooks.addTitle') });
    await expect(dialog.getByLabel(s('webhooks.events.reviewCreated'))).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await dialog.getByRole('button', { name: s('webhooks.cancel') }).click();
    await expect(dialog).toBeHidden();
    expect(problems.pageErrors).toEqual([]);
  });
});
