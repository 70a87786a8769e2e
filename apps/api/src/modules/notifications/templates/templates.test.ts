import { MESSAGE_LOCALES } from '@chairly/shared';
import { describe, expect, it } from 'vitest';
import { buildMessage } from '../build-message';
import { arabicHours } from './ar';
import { TEMPLATES, type MessageFacts, type TemplateKey } from './index';

/** Every fact filled in, so that each kind writes all of its lines. */
const facts: MessageFacts = {
  businessName: 'Salon Nour', customerName: 'Layla', stylistName: 'Nour', when: '[when]', services: '[services]', address: '[address]',
  cancelledBy: 'stylist', movedBy: 'stylist', previousWhen: '[before]', hours: 24, reviewUrl: 'https://x.test/r', amount: '€5.00',
  card: 'visa •••• 4242', actionUrl: 'https://x.test/a', consultationMessage: '[words]', preferredContact: '[contact]', customerContact: '[phone]',
  trialEnds: '[trial end]', deposit: '€6.00', depositOutcome: 'refunded', offerUrl: 'https://x.test/o', holdUntil: '[until]',
  dates: ['[date 1]', '[date 2]'],
  inviterName: '[inviter]', memberRole: '[role]', inviteUrl: 'https://x.test/i', validUntil: '[valid until]',
};
const KINDS = Object.keys(TEMPLATES.en.kinds) as TemplateKey[];

describe('message templates', () => {
  it('exist in every message language (en, de, fr, pt, ar)', () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual([...MESSAGE_LOCALES].sort());
    expect(MESSAGE_LOCALES).toContain('ar');
  });

  it.each(MESSAGE_LOCALES.filter((locale) => locale !== 'en'))('%s writes every kind in its own words, with every fact of the English text', (locale) => {
    for (const kind of KINDS) {
      const theirs = TEMPLATES[locale].kinds[kind];
      const english = TEMPLATES.en.kinds[kind];
      expect(theirs.subject(facts), `${locale} ${kind}`).not.toBe(english.subject(facts));
      expect(theirs.lines(facts), `${locale} ${kind}`).toHaveLength(english.lines(facts).length);
      const written = theirs.subject(facts) + theirs.lines(facts).join('\n');
      const englishText = english.subject(facts) + english.lines(facts).join('\n');
      for (const value of [facts.businessName, facts.customerName, facts.when, facts.services, facts.previousWhen, facts.amount, facts.card, facts.reviewUrl, facts.actionUrl, facts.offerUrl, facts.holdUntil, facts.trialEnds, facts.deposit, facts.consultationMessage, facts.customerContact, facts.inviterName, facts.memberRole, facts.inviteUrl, facts.validUntil, ...facts.dates!]) {
        if (value && englishText.includes(value)) expect(written, `${locale} ${kind} keeps ${value}`).toContain(value);
      }
    }
  });

  it('Arabic e-mail reads right to left and its table headings start on the right', () => {
    const message = buildMessage({ template: 'booking-confirmed', locale: 'ar', recipientName: 'Layla', facts, withDetails: true });
    expect(message.subject).toBe('تم تأكيد موعدك لدى Salon Nour');
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.html).toContain('<body dir="rtl"');
    expect(message.html).toContain('<th align="right">الموعد</th>');
    expect(message.text.startsWith('مرحبًا Layla،\n')).toBe(true);
    const english = buildMessage({ template: 'booking-confirmed', locale: 'en', recipientName: 'Layla', facts, withDetails: true });
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain('<th align="left">When</th>');
  });

  it('Arabic counts hours with the noun form each number takes', () => {
    expect([1, 2, 3, 10, 11, 24, 99, 100].map(arabicHours)).toEqual([
      'ساعة واحدة', 'ساعتين', '3 ساعات', '10 ساعات', '11 ساعة', '24 ساعة', '99 ساعة', '100 ساعة',
    ].map((text) => text.replace(/\d+/, (n) => new Intl.NumberFormat('ar').format(Number(n)))));
    const reminder = buildMessage({ template: 'appointment-reminder', locale: 'ar', recipientName: '', facts: { ...facts, hours: 2 }, withDetails: false });
    expect(reminder.text).toContain('نذكّرك بموعدك لدى Salon Nour بعد ساعتين تقريبًا.');
  });

  // Issue #34 (D68): with more than one member the customer's messages say whom the visit is with.
  const NAMING: TemplateKey[] = ['booking-confirmed', 'booking-cancelled', 'appointment-reminder', 'appointment-moved', 'review-request'];
  it.each(MESSAGE_LOCALES)('%s names the member in the customer messages when told to, and only then', (locale) => {
    for (const kind of NAMING) {
      for (const cancelledBy of ['stylist', 'customer'] as const) {
        const base = { ...facts, cancelledBy, movedBy: cancelledBy };
        const plain = buildMessage({ template: kind, locale, recipientName: 'Layla', facts: base, withDetails: true });
        const named = buildMessage({ template: kind, locale, recipientName: 'Layla', facts: { ...base, member: 'Dana' }, withDetails: true });
        expect(plain.text, `${locale} ${kind}`).not.toContain('Dana');
        expect(named.text.split('\n').filter((line) => line.includes('Dana')).length, `${locale} ${kind} ${cancelledBy}`).toBeGreaterThan(0);
        // The subject names her too, except the review request's question (its line does).
        if (kind !== 'review-request') expect(named.subject, `${locale} ${kind}`).toContain('Dana');
      }
    }
    const en = buildMessage({ template: 'booking-confirmed', locale: 'en', recipientName: '', facts: { ...facts, member: 'Dana' }, withDetails: false });
    expect(en.subject).toBe('Your appointment with Dana at Salon Nour is confirmed');
  });

  it.each(MESSAGE_LOCALES)('%s names the member to the owner too, in what customers did', (locale) => {
    for (const kind of ['booking-confirmed-stylist', 'booking-cancelled-stylist', 'appointment-moved-stylist'] as const) {
      const customer = { ...facts, cancelledBy: 'customer' as const, movedBy: 'customer' as const };
      expect(buildMessage({ template: kind, locale, recipientName: 'Nour', facts: { ...customer, member: 'Dana' }, withDetails: true }).text, `${locale} ${kind}`).toContain('Dana');
      expect(buildMessage({ template: kind, locale, recipientName: 'Nour', facts: customer, withDetails: true }).text, `${locale} ${kind}`).not.toContain('Dana');
    }
  });

  it('tells a member of her own appointments in every language, a series in one message', () => {
    const one = { ...facts, dates: undefined };
    expect(buildMessage({ template: 'member-booked', locale: 'en', recipientName: 'Dana', facts: one, withDetails: false }).text).toContain('You have a new appointment with Layla.');
    expect(buildMessage({ template: 'member-cancelled', locale: 'de', recipientName: 'Dana', facts: { ...one, cancelledBy: 'customer' }, withDetails: false }).text).toContain('Layla hat den Termin storniert.');
    expect(buildMessage({ template: 'member-moved', locale: 'fr', recipientName: 'Dana', facts: one, withDetails: false }).subject).toBe('Rendez-vous déplacé\u00a0: Layla, [when]');
    const series = buildMessage({ template: 'member-booked', locale: 'pt', recipientName: 'Dana', facts, withDetails: false });
    expect(series.text).toContain('– [date 1]\n– [date 2]');
  });

  it('names the preferred contact and the calendar event in the language', () => {
    expect(TEMPLATES.ar.labels.contact.phone).toBe('الهاتف');
    expect(TEMPLATES.de.labels.appointmentAt('Salon Nour')).toBe('Termin bei Salon Nour');
  });
});
