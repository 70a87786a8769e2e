import { describe, expect, it } from 'vitest';
import type { StylistContext } from './notification-context.repository';
import { recipientOf } from './message-plans';

const stylist = { name: 'Greta', email: 'greta@example.test', phone: '+49301234567', locale: 'de', emailNotifications: true, smsNotifications: true, emailConfirmed: true } as StylistContext;
const customer = (phone: string, emailConfirmed = true) => ({ name: 'Ida', email: 'ida@example.test', phone, locale: 'en', emailConfirmed });

describe('recipientOf: SMS only to numbers in E.164 (issue #29.4)', () => {
  it('texts a stored E.164 number as it is', () => {
    expect(recipientOf({ stylist, customer: customer('+491512345678') }, 'customer')).toMatchObject({ phone: '+491512345678', email: 'ida@example.test' });
    expect(recipientOf({ stylist, customer: null }, 'stylist')).toMatchObject({ phone: '+49301234567' });
  });

  it('sends no SMS to an old number that could not be migrated (the gateway would refuse it), the e-mail still', () => {
    expect(recipientOf({ stylist, customer: customer('0151 2345678') }, 'customer')).toMatchObject({ phone: null, email: 'ida@example.test' });
  });
});

describe('recipientOf: no e-mail to an unconfirmed address (issue #31.10)', () => {
  it('texts the customer but does not mail her while her account has not confirmed its address, even a payment notice', () => {
    expect(recipientOf({ stylist, customer: customer('+491512345678', false) }, 'customer')).toMatchObject({ phone: '+491512345678', email: null });
    expect(recipientOf({ stylist, customer: customer('+491512345678', false) }, 'customer', { forceEmail: true })).toMatchObject({ email: null });
    expect(recipientOf({ stylist, customer: customer('', false) }, 'customer')).toBeNull();
  });

  it('does not mail a stylist whose address is unconfirmed, even the trial notice', () => {
    expect(recipientOf({ stylist: { ...stylist, emailConfirmed: false }, customer: null }, 'stylist', { forceEmail: true })).toMatchObject({ email: null, phone: '+49301234567' });
  });
});
