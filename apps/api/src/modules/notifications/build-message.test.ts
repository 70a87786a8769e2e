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
  it('publishes one event in UTC with escaped text', () => {
    const ics = buildIcs({ uid: 'abc', startsAt: new Date('2026-03-01T09:00:00Z'), endsAt: new Date('2026-03-01T10:30:00Z'), summary: 'Cut, Wash', location: 'Main St; 1', stamp: new Date('2026-01-01T00:00:00Z') });
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    expect(ics).toContain('UID:abc\r\n');
    expect(ics).toContain('DTSTART:20260301T090000Z\r\n');
    expect(ics).toContain('DTEND:20260301T103000Z\r\n');
    expect(ics).toContain('SUMMARY:Cut\\, Wash\r\n');
    expect(ics).toContain('LOCATION:Main St\\; 1\r\n');
  });
});
