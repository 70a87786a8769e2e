import { escapeHtml as e } from '@chairly/shared';
import type { OutboxMessage } from './dev-outbox.repository';

const CSS = 'body{font-family:sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}' +
  'td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}' +
  'iframe{width:100%;height:480px;border:1px solid #ccc}';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(title)}</title><style>${CSS}</style></head><body>${body}</body></html>`;

/** Newest first: recipient, channel, subject, time; each row links to the message. */
export function outboxListPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map((m) => `<tr><td><a href="/dev/outbox/${m.id}">${e(m.recipient)}</a></td><td>${e(m.channel)}</td><td>${e(m.subject || m.textBody.slice(0, 60))}</td><td>${e(m.createdAt.toISOString())}</td></tr>`)
    .join('');
  const table = messages.length
    ? `<table><thead><tr><th>Recipient</th><th>Channel</th><th>Subject</th><th>Time (UTC)</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  return page('Dev outbox', `<h1>Dev outbox</h1><p>Messages the app would have sent (no SMTP server or SMS provider configured).</p>${table}`);
}

/** The text part, and the HTML part in a sandboxed frame (no scripts, no same origin) plus its escaped source. */
export function outboxMessagePage(m: OutboxMessage): string {
  const attachments = m.attachments.length
    ? `<h2>Attachments</h2>${m.attachments.map((a) => `<h3>${e(a.filename)} (${e(a.contentType)})</h3><pre>${e(a.content)}</pre>`).join('')}`
    : '';
  const html = m.htmlBody
    ? `<h2>HTML part</h2><iframe sandbox="" title="HTML part" srcdoc="${e(m.htmlBody)}"></iframe><details><summary>HTML source</summary><pre>${e(m.htmlBody)}</pre></details>`
    : '';
  return page(
    m.subject || 'SMS',
    `<p><a href="/dev/outbox">← Outbox</a></p><h1>${e(m.subject || 'SMS')}</h1>` +
      `<p>To ${e(m.recipient)} · ${e(m.channel)} · ${e(m.createdAt.toISOString())}</p><h2>Text part</h2><pre>${e(m.textBody)}</pre>${html}${attachments}`,
  );
}
