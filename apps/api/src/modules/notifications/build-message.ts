import { escapeHtml, formatDate, formatDateTime, formatMoney as formatMinorUnits, type MessageLocale } from '@chairly/shared';
import { htmlDocument, htmlParagraph, startAlign } from './html';
import { TEMPLATES, type MessageFacts, type TemplateKey } from './templates/index';

export type MessageInput = {
  template: TemplateKey;
  locale: MessageLocale;
  recipientName: string;
  facts: MessageFacts;
  /** Appointment details (when, services, where) below the text. */
  withDetails: boolean;
  /** The stylist's own words (settings → Messages & Notifications), for messages to customers. */
  stylistText?: string;
};

export type BuiltMessage = { subject: string; text: string; html: string; sms: string };

/** The messages that carry the stylist's own text: confirmations and reminders of a coming visit. */
export const STYLIST_TEXT_TEMPLATES: ReadonlySet<TemplateKey> = new Set<TemplateKey>(['booking-confirmed', 'series-confirmed', 'appointment-reminder']);

/** A message in the recipient's language: plain text, escaped HTML and a short SMS. Pure. */
export function buildMessage({ template, locale, recipientName, facts, withDetails, stylistText }: MessageInput): BuiltMessage {
  const texts = TEMPLATES[locale];
  const kind = texts.kinds[template];
  const subject = kind.subject(facts);
  const lines = kind.lines(facts).filter((l) => l !== '');
  const details: [string, string][] = withDetails
    ? ([[texts.labels.when, facts.when], [texts.labels.services, facts.services], [texts.labels.where, facts.address]] as [string, string][]).filter(([, v]) => v !== '')
    : [];
  // Her text is written for a coming visit ("Please arrive five minutes early"): a cancellation, a
  // move or an offer must not say it, so only confirmations and reminders carry it (issue #31.12).
  const note = STYLIST_TEXT_TEMPLATES.has(template) && stylistText?.trim() ? stylistText.trim() : null;
  const greeting = texts.greeting(recipientName);

  const text = [
    greeting,
    '',
    ...lines,
    ...(details.length ? ['', ...details.map(([k, v]) => `${k}: ${v}`)] : []),
    ...(note ? ['', `${texts.labels.fromStylist}:`, note] : []),
    '',
    facts.businessName,
  ].join('\n');

  const html = htmlDocument(
    locale,
    subject,
    [
      htmlParagraph(greeting),
      ...lines.map(htmlParagraph),
      details.length
        ? `<table>${details.map(([k, v]) => `<tr><th align="${startAlign(locale)}">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
        : '',
      note ? `<p><strong>${escapeHtml(texts.labels.fromStylist)}:</strong></p>${htmlParagraph(note)}` : '',
      `<p>${escapeHtml(facts.businessName)}</p>`,
    ].join(''),
  );

  // The date once: several subjects already name it (issue #31.12).
  const smsWhen = withDetails && !subject.includes(facts.when) ? facts.when : '';
  const smsParts = [subject, smsWhen, template === 'review-request' ? (facts.reviewUrl ?? '') : '', facts.offerUrl ?? ''];
  return { subject, text, html, sms: smsParts.filter((p) => p !== '').join(' — ') };
}

/** Date and time in the recipient's language and the stylist's time zone. */
export function formatWhen(at: Date, locale: MessageLocale, timeZone: string): string {
  return formatDateTime(at, locale, timeZone, { dateStyle: 'full', timeStyle: 'short' });
}

export function formatDay(at: Date, locale: MessageLocale, timeZone: string): string {
  return formatDate(at, locale, timeZone, { dateStyle: 'long' });
}

/** An amount in minor units of `currency` (issue #29: JPY has none, KWD three). */
export function formatMoney(minor: number, currency: string, locale: MessageLocale): string {
  return formatMinorUnits(minor, currency, locale);
}
