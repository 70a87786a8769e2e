import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxStore } from '../src/gateways/mail/index';
import { createOutboxMailTransport } from '../src/gateways/mail/outbox-mail';
import { createTwilioSmsTransport, SmsDeliveryError } from '../src/gateways/sms/index';
import { enqueueNotification } from '../src/modules/notifications/index';
import { createMigratedDatabase, createTestApp } from './helpers';

let database: Awaited<ReturnType<typeof createMigratedDatabase>>;
beforeAll(async () => {
  database = await createMigratedDatabase();
});
afterAll(async () => database?.drop());

const body = (req: IncomingMessage) => new Promise<string>((resolve) => {
  let data = '';
  req.on('data', (c: Buffer) => (data += c.toString()));
  req.on('end', () => resolve(data));
});

describe('Twilio SMS transport', () => {
  it('posts the form to the Messages resource with basic auth, and reports failures by code only', async () => {
    const seen: { path?: string; auth?: string; form?: URLSearchParams }[] = [];
    const server = createServer(async (req, res) => {
      const form = new URLSearchParams(await body(req));
      seen.push({ path: req.url, auth: req.headers.authorization, form });
      const fail = form.get('To') === '+100';
      res.writeHead(fail ? 400 : 201, { 'content-type': 'application/json' });
      res.end(JSON.stringify(fail ? { code: 21211, message: 'Invalid To +100' } : { sid: 'SM1' }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sms = createTwilioSmsTransport({ accountSid: 'AC123', authToken: 'secret', from: '+4930000', apiUrl });
    await sms.send({ to: '+4915112345', body: 'Hallo' });
    expect(seen[0]?.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(seen[0]?.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(seen[0]!.form!)).toEqual({ To: '+4915112345', From: '+4930000', Body: 'Hallo' });
    const failure = await sms.send({ to: '+100', body: 'x' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SmsDeliveryError);
    expect((failure as Error).message).toBe('Twilio answered 400 (code 21211)');
    server.close();
  });
});

describe('reliability', () => {
  it('a rolled-back transaction enqueues nothing; a committed one enqueues its event', async () => {
    const { db, pool } = database.database;
    await db.transaction(async (tx) => {
      await enqueueNotification(tx, { kind: 'consultation.requested', stylistId: 1, consultationId: 1 });
      tx.rollback();
    }).catch(() => {});
    expect((await pool.query('SELECT 1 FROM notification_events')).rowCount).toBe(0);
    await db.transaction((tx) => enqueueNotification(tx, { kind: 'consultation.requested', stylistId: 1, consultationId: 2 }));
    expect((await pool.query("SELECT payload->>'consultationId' AS id FROM notification_events")).rows).toEqual([{ id: '2' }]);
  });
});

describe('dev outbox', () => {
  it('lists stored messages newest first, shows one safely, and is 404 in production', async () => {
    const mail = createOutboxMailTransport(createOutboxStore(database.database.db));
    await mail.send({ to: 'first@example.test', subject: 'First', text: 'one', html: '<p>one</p>' });
    await mail.send({ to: 'second@example.test', subject: 'Second <x>', text: 'two', html: '<p onclick="x()">two</p><script>alert(1)</script>' });
    const app = await createTestApp({ database: database.database });
    const json = await app.inject({ url: '/dev/outbox.json', headers: { host: 'chairly.localhost' } });
    expect(json.json().messages.map((m: { recipient: string }) => m.recipient)).toEqual(['second@example.test', 'first@example.test']);
    const page = await app.inject({ url: '/dev/outbox', headers: { host: 'chairly.localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Second &lt;x&gt;');
    expect(page.body.indexOf('second@example.test')).toBeLessThan(page.body.indexOf('first@example.test'));
    const id = json.json().messages[0].id as number;
    const detail = await app.inject({ url: `/dev/outbox/${id}`, headers: { host: 'chairly.localhost' } });
    expect(detail.body).toContain('<iframe sandbox=""');
    expect(detail.body).not.toContain('<script>');
    expect(detail.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    await app.close();
    const production = await createTestApp({ database: database.database, env: { NODE_ENV: 'production', API_TOKEN_SECRET: 'x'.repeat(40) } });
    for (const url of ['/dev/outbox', '/dev/outbox.json', `/dev/outbox/${id}`]) {
      expect((await production.inject({ url, headers: { host: 'chairly.localhost' } })).statusCode).toBe(404);
    }
    await production.close();
  });
});
