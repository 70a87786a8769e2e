import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SunkPart = { headers: Record<string, string>; body: string };
export type SunkMail = {
  to: string[];
  subject: string;
  /** The Message-ID header (stable per message: a re-send keeps it). */
  messageId: string;
  text: string;
  html: string;
  attachments: { filename: string; content: string }[];
};

const qp = (s: string) => Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')));
}

function split(raw: string): SunkPart {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at + 4) };
}

function leaves(part: SunkPart): SunkPart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => leaves(split(chunk.replace(/^\r\n/, ''))));
}

function decodeBody(part: SunkPart): string {
  const enc = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return qp(part.body);
  return part.body;
}

/** Enough MIME for nodemailer's output: subject, text and HTML parts, attachments. */
export function readMail(raw: string, to: string[]): SunkMail {
  const root = split(raw);
  const messageId = root.headers['message-id']?.trim() ?? '';
  const mail: SunkMail = { to, subject: decodeWords(root.headers.subject ?? ''), messageId, text: '', html: '', attachments: [] };
  for (const leaf of leaves(root)) {
    const type = leaf.headers['content-type'] ?? 'text/plain';
    const filename = /filename="?([^";]+)"?/i.exec(leaf.headers['content-disposition'] ?? '')?.[1];
    if (filename) mail.attachments.push({ filename, content: decodeBody(leaf) });
    else if (type.startsWith('text/html')) mail.html = decodeBody(leaf);
    else if (type.startsWith('text/plain')) mail.text = decodeBody(leaf);
  }
  return mail;
}

/** A real SMTP server in the test process; every accepted message lands in `mails`. */
export async function startMailSink() {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(readMail(Buffer.concat(chunks).toString('latin1'), session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Waits (polling, bounded) until the condition holds; fails with the message otherwise. */
type Falsy = false | null | undefined | 0 | '';
export async function waitFor<T>(probe: () => T | Falsy | Promise<T | Falsy>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as T;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
