import { describe, expect, it } from 'vitest';
import { buildMessage } from './build-message';
import { stateChangeNotification } from './events';

/** Issue #20: confirmation and cancellation messages mention the deposit, in every language. */
const facts = { businessName: 'Ana & Co', customerName: 'Zoé', stylistName: 'Ana', when: 'Mo 10:00', services: 'Cut', address: 'Rua 1' };
const build = (template: Parameters<typeof buildMessage>[0]['template'], locale: 'en' | 'de' | 'fr' | 'pt', extra: object = {}) =>
  buildMessage({ template, locale, recipientName: 'Zoé', facts: { ...facts, ...extra }, withDetails: false }).text;

describe('deposit in messages', () => {
  it('the confirmation names the paid deposit; without one it says nothing of it', () => {
    const paid = { deposit: '$6.00', depositOutcome: 'paid' };
    expect(build('booking-confirmed', 'en', paid)).toContain('You paid a deposit of $6.00; it is deducted from the price at checkout.');
    expect(build('booking-confirmed-stylist', 'en', paid)).toContain('Deposit paid: $6.00.');
    for (const [locale, word] of [['de', 'Anzahlung'], ['fr', 'acompte'], ['pt', 'sinal']] as const) {
      expect(build('booking-confirmed', locale, paid)).toContain(word);
      expect(build('booking-confirmed', locale, paid)).toContain('$6.00');
      expect(build('booking-confirmed', locale)).not.toContain(word);
    }
    expect(build('booking-confirmed', 'en')).not.toContain('deposit');
  });

  it('the cancellation says whether the deposit is refunded or kept', () => {
    const refunded = { cancelledBy: 'stylist', deposit: '6,00 €', depositOutcome: 'refunded' };
    const kept = { cancelledBy: 'customer', deposit: '6,00 €', depositOutcome: 'kept' };
    expect(build('booking-cancelled', 'en', refunded)).toContain('Your deposit of 6,00 € is refunded to your card.');
    expect(build('booking-cancelled', 'en', kept)).toContain('Your deposit of 6,00 € is kept under the cancellation policy.');
    expect(build('booking-cancelled-stylist', 'en', kept)).toContain('The deposit of 6,00 € is kept.');
    expect(build('booking-cancelled', 'de', refunded)).toContain('Ihre Anzahlung von 6,00 € wird auf Ihre Karte erstattet.');
    expect(build('booking-cancelled', 'fr', kept)).toContain('Votre acompte de 6,00 € est conservé');
    expect(build('booking-cancelled-stylist', 'pt', refunded)).toContain('O sinal de 6,00 € é reembolsado ao cliente.');
    expect(build('booking-cancelled', 'en', { cancelledBy: 'customer' })).not.toContain('deposit');
  });

  it('the cancellation event carries what the cancellation decided for the deposit', async () => {
    const stored: unknown[] = [];
    const tx = { insert: () => ({ values: async (row: { payload: unknown }) => void stored.push(row.payload) }) };
    const hook = stateChangeNotification(7, { from: 'booked', to: 'cancelled', actor: 'customer' }, { deposit: 'kept' });
    await hook?.(tx as never, 42);
    expect(stored).toEqual([{ kind: 'appointment.cancelled', stylistId: 7, appointmentId: 42, by: 'customer', deposit: 'kept' }]);
  });
});
