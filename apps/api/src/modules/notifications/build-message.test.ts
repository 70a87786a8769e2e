import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildMessage } from './build-message';
import { buildIcs, parameterText } from './ics';
import { TEMPLATES, type TemplateKey } from './templates/index';

const facts = { businessName: 'Ana <b>&</b> Co', customerName: 'Zoé', stylistName: 'Ana', when: 'Mo 10:00', services: 'Cut, Wash', address: 'Rua 1' };

describe('buildMessage', () => {
  it('writes each language and escapes the HTML part', () => {
    for (const [locale, word] of [['en', 'confirmed'], ['de', 'bestätigt'], ['fr', 'confirmé'], ['pt', 'confirmado']] as const) {
      const m = buildMessage({ template: 'booking-confirmed', locale, recipientName: 'Zoé', facts, withDetails: true, stylistText: '<script>x</script>' });
      expect(m.subject).toContain(word);
      expect(m.text).toContain('<script>x</script>');
      expect(m.html).not.toContain('<script>');
      expect(m.html).toContain('&lt;script&gt;x&lt;/script&gt;');
      expect(m.html).toContain('Ana &lt;b&gt;&amp;&lt;/b&gt; Co');
    }
  });

  it('puts the review link in text, HTML and SMS', () => {
    const url = 'http://anna.chairly.localhost:3000/appointment/u-1/review';
    const m = buildMessage({ template: 'review-request', locale: 'en', recipientName: 'Zoé', facts: { ...facts, reviewUrl: url }, withDetails: false });
    expect(m.text).toContain(url);
    expect(m.html).toContain(`<a href="${url}">`);
    expect(m.sms).toContain(url);
  });
});

describe('the words of every message (issue #31.12)', () => {
  const KINDS = Object.keys(TEMPLATES.en.kinds) as TemplateKey[];
  const LOCALES = Object.keys(TEMPLATES) as (keyof typeof TEMPLATES)[];
  const all = { ...facts, when: 'Friday 4 December 2026 at 10:00', previousWhen: 'Thursday 3 December 2026 at 09:00', holdUntil: '18:30', hours: 24, offerUrl: 'https://x.test/o', dates: ['4 Dec', '11 Dec'] };
  const arriveEarly = 'Please arrive five minutes early.';

  it.each(LOCALES)('%s: each SMS says the date once', (locale) => {
    for (const template of KINDS) {
      const sms = buildMessage({ template, locale, recipientName: 'Zoé', facts: all, withDetails: true }).sms;
      expect(sms.split(all.when).length - 1, `${locale} ${template}: ${sms}`).toBeLessThanOrEqual(1);
    }
  });

  it.each(LOCALES)('%s: cancellations do not tell her to arrive early; confirmations and reminders do', (locale) => {
    const says = (template: TemplateKey) => buildMessage({ template, locale, recipientName: 'Zoé', facts: { ...all, cancelledBy: 'stylist' }, withDetails: true, stylistText: arriveEarly });
    for (const template of ['booking-cancelled', 'booking-cancelled-stylist'] as const) {
      const m = says(template);
      expect(m.text + m.html + m.sms, `${locale} ${template}`).not.toContain('arrive');
      expect(m.text, `${locale} ${template}`).not.toContain(TEMPLATES[locale].labels.fromStylist);
    }
    for (const template of ['booking-confirmed', 'series-confirmed', 'appointment-reminder'] as const) {
      expect(says(template).text, `${locale} ${template}`).toContain(arriveEarly);
    }
  });
});

describe('buildIcs', () => {
  const event = { uid: 'abc', sequence: 3, startsAt: new Date('2026-03-01T09:00:00Z'), endsAt: new Date('2026-03-01T10:30:00Z'), summary: 'Cut, Wash', location: 'Main St; 1', stamp: new Date('2026-01-01T00:00:00Z') };
  const people = { organizer: { name: 'Ana', email: 'ana@example.test' }, attendee: { name: 'Zoé', email: 'zoe@example.test' } };

  it('writes the event in UTC with its UID, SEQUENCE and METHOD, escaped, and a parser reads it back', () => {
    const ics = buildIcs({ ...event, ...people }, { method: 'REQUEST' });
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('DTSTART:20260301T090000Z\r\n');
    expect(ics).toContain('SUMMARY:Cut\\, Wash\r\n');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect([vevent.uid, vevent.sequence, vevent.summary, vevent.location]).toEqual(['abc', 3, 'Cut, Wash', 'Main St; 1']);
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2026-03-01T09:00:00.000Z');
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(vevent.attendees.map((a) => a.getFirstValue())).toEqual(['MAILTO:zoe@example.test']);
  });

  it('marks a cancellation CANCEL and CANCELLED; a feed has no method and many events', () => {
    const cancel = new ICAL.Component(ICAL.parse(buildIcs({ ...event, ...people, cancelled: true }, { method: 'CANCEL' })));
    expect(cancel.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
    const feed = new ICAL.Component(ICAL.parse(buildIcs([event, { ...event, uid: 'def' }], { method: null, name: 'Ana' })));
    expect(feed.getFirstPropertyValue('method')).toBeNull();
    expect(feed.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual(['abc', 'def']);
  });

  it('ends with CRLF and writes names with quotes, carets, semicolons or line breaks as plain parameter text (issue #32.5)', () => {
    const ics = buildIcs({ ...event, ...people, attendee: { name: 'Zoë "die Große"; ^1\nB', email: 'zoe@example.test' } }, { method: 'REQUEST' });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain(`CN="Zoë 'die Große', '1 B"`);
    expect(parameterText('Salon "Top"')).toBe("Salon 'Top'");
  });

  it('refuses an iTIP file without the parties RFC 5546 requires', () => {
    expect(() => buildIcs(event, { method: 'PUBLISH' })).toThrow(/ORGANIZER/);
    expect(() => buildIcs({ ...event, ...people }, { method: 'PUBLISH' })).toThrow(/no ATTENDEE/);
    expect(() => buildIcs({ ...event, organizer: people.organizer }, { method: 'CANCEL' })).toThrow(/needs an ATTENDEE/);
    expect(buildIcs({ ...event, organizer: people.organizer }, { method: 'PUBLISH' })).toContain('ORGANIZER;CN="Ana":mailto:ana@example.test\r\n');
  });
});
