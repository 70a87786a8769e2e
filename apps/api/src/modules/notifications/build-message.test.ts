import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildMessage } from './build-message';
import { buildIcs } from './ics';

const facts = { businessName: 'Ana <b>&</b> Co', customerName: 'Zoé', stylistName: 'Ana', when: 'Mo 10:00', services: 'Cut, Wash', address: 'Rua 1' };

describe('buildMessage', () => {
  it('writes each language and escapes the HTML part', () => {
    for (const [locale, word] of [['en', 'confirmed'], ['de', 'bestätigt'], ['fr', 'confirmé'], ['pt', 'confirmada']] as const) {
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

describe('buildIcs', () => {
  const event = { uid: 'abc', sequence: 3, startsAt: new Date('2026-03-01T09:00:00Z'), endsAt: new Date('2026-03-01T10:30:00Z'), summary: 'Cut, Wash', location: 'Main St; 1', stamp: new Date('2026-01-01T00:00:00Z') };

  it('writes the event in UTC with its UID, SEQUENCE and METHOD, escaped, and a parser reads it back', () => {
    const ics = buildIcs({ ...event, organizer: { name: 'Ana', email: 'ana@example.test' }, attendee: { name: 'Zoé', email: 'zoe@example.test' } }, { method: 'REQUEST' });
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
    const cancel = new ICAL.Component(ICAL.parse(buildIcs({ ...event, cancelled: true }, { method: 'CANCEL' })));
    expect(cancel.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
    const feed = new ICAL.Component(ICAL.parse(buildIcs([event, { ...event, uid: 'def' }], { method: null, name: 'Ana' })));
    expect(feed.getFirstPropertyValue('method')).toBeNull();
    expect(feed.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual(['abc', 'def']);
  });
});
