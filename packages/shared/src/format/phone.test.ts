import { describe, expect, it } from 'vitest';
import { formatPhone, parsePhone, phoneRegion, phoneSearchPattern, smsHref, telHref, toStoredPhone } from './phone';

describe('parsePhone', () => {
  it('reads national and international forms into E.164', () => {
    expect(parsePhone('0151 2345678', 'DE')).toBe('+491512345678');
    expect(parsePhone('+49 151 2345678', 'DE')).toBe('+491512345678');
    expect(parsePhone('0049 151 2345678', 'DE')).toBe('+491512345678');
    expect(parsePhone('(030) 123-4567', 'de')).toBe('+49301234567');
  });

  it('accepts a number of another country written internationally', () => {
    expect(parsePhone('+351 912 345 678', 'DE')).toBe('+351912345678');
    expect(parsePhone('+1 212 555 0123', 'DE')).toBe('+12125550123');
  });

  it('without a region reads only + and 00 forms', () => {
    expect(parsePhone('0049 151 2345678', null)).toBe('+491512345678');
    expect(parsePhone('+49 151 2345678', undefined)).toBe('+491512345678');
    expect(parsePhone('0151 2345678', null)).toBeNull();
  });

  it('refuses what is not a number anywhere', () => {
    expect(parsePhone('123', 'DE')).toBeNull();
    expect(parsePhone('+999 1234567', 'DE')).toBeNull();
    expect(parsePhone('+49 000 0000000', 'DE')).toBeNull();
    expect(parsePhone('0151 2345678 ext. 5', 'DE')).toBeNull();
    expect(parsePhone('', 'DE')).toBeNull();
  });
});

describe('toStoredPhone', () => {
  it('keeps an empty field empty and refuses an unreadable one', () => {
    expect(toStoredPhone('  ', 'DE')).toEqual({ ok: true, value: '' });
    expect(toStoredPhone('0151 2345678', 'DE')).toEqual({ ok: true, value: '+491512345678' });
    expect(toStoredPhone('12', 'DE')).toEqual({ ok: false });
  });
});

describe('phoneRegion', () => {
  it('is her country, else her holiday country, else none', () => {
    expect(phoneRegion('PT', 'DE')).toBe('PT');
    expect(phoneRegion(null, 'de')).toBe('DE');
    expect(phoneRegion(null, null)).toBeNull();
    expect(phoneRegion('XX', null)).toBeNull();
  });
});

describe('formatPhone and links', () => {
  it('shows her own country nationally and others internationally', () => {
    expect(formatPhone('+4915123456701', 'DE')).toBe('01512 3456701');
    // No national pattern for this length: the dialable international form, not a bare `1512345678`.
    expect(formatPhone('+491512345678', 'DE')).toBe('+49 1512345678');
    expect(formatPhone('+49301234567', 'DE')).toBe('030 1234567');
    expect(formatPhone('+49301234567', 'PT')).toBe('+49 30 1234567');
    expect(formatPhone('+351211234567', 'PT')).toBe('21 123 4567');
    expect(formatPhone('+351211234567', null)).toBe('+351 21 123 4567');
  });

  it('shows an unmigrated value as it is', () => {
    expect(formatPhone('0151 2345678', 'DE')).toBe('0151 2345678');
    expect(formatPhone('', 'DE')).toBe('');
  });

  it('links in E.164 only', () => {
    expect(telHref('+491512345678')).toBe('tel:+491512345678');
    expect(smsHref('+491512345678')).toBe('sms:+491512345678');
    expect(telHref('0151 2345678')).toBeNull();
    expect(smsHref('')).toBeNull();
  });
});

describe('phoneSearchPattern', () => {
  it('matches stored E.164 numbers by the digits typed, without the trunk 0', () => {
    expect(phoneSearchPattern('0151 234')).toBe('%151234%');
    expect(phoneSearchPattern('+49 151')).toBe('%49151%');
    expect(phoneSearchPattern('anna')).toBeNull();
    expect(phoneSearchPattern('01')).toBeNull();
  });
});
