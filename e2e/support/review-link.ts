import { expect } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@chairly/shared/demo';
import type { HostResponse } from './host-request';

type HostFetch = (host: string, path: string, options?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<HostResponse>;

/**
 * A review link as the customer receives it (issue #28.4: only the review request's link carries
 * the single-use token). The stylist books carla at `hourUtc` o'clock `daysAgo` days ago (a night
 * hour: no demo appointment then; each spec its own hour), checks it out, and the message with
 * the link is read from the dev outbox.
 */
export async function reviewLinkFromOutbox(
  hostFetch: HostFetch,
  options: { stylistHost: string; baseDomain: string; auth: Record<string, string>; daysAgo: number; hourUtc: number },
): Promise<{ uuid: string; link: string }> {
  const { stylistHost, baseDomain, daysAgo, hourUtc } = options;
  const headers = options.auth;
  const post = (path: string, body: unknown) =>
    hostFetch(stylistHost, path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const services = JSON.parse((await hostFetch(stylistHost, '/api/public/services')).body)['hydra:member'] as { id: number }[];
  const customers = JSON.parse((await hostFetch(stylistHost, '/api/customers?itemsPerPage=50', { headers })).body)['hydra:member'] as { id: number; email: string }[];
  const carla = customers.find((c) => c.email === DEMO_ACCOUNTS.carla.email);
  expect(carla).toBeDefined();
  const day = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const startsAt = `${day}T${String(hourUtc).padStart(2, '0')}:15:00Z`;
  const booked = await post('/api/appointments', { customerId: carla!.id, services: [services[0]!.id], startsAt, note: '' });
  expect(booked.status).toBe(201);
  const { id, uuid } = JSON.parse(booked.body) as { id: number; uuid: string };
  expect((await post(`/api/appointment/${id}/set-state`, { transition: 'checkout' })).status).toBe(200);

  const linkPart = `/appointment/${uuid}/review?token=`;
  let link = '';
  await expect
    .poll(
      async () => {
        const outbox = JSON.parse((await hostFetch(baseDomain, '/dev/outbox.json')).body) as { messages: { channel: string; text: string }[] };
        const message = outbox.messages.find((m) => m.channel === 'email' && m.text.includes(linkPart));
        link = message ? (/https?:\/\/\S+\/review\?token=\S+/.exec(message.text)?.[0] ?? '') : '';
        return link;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toContain(linkPart);
  return { uuid, link };
}
