import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants';
import { MESSAGE_CATALOGS, MESSAGE_KEYS, resolveLocale } from './catalogs';
import { fieldName, formatMessage } from './format-message';
import { decodeMessageToken, messageToken, translateMessage } from './message-token';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}

describe('message catalogues', () => {
  const reference = Object.keys(flatten(MESSAGE_CATALOGS.en)).sort();

  it.each(LOCALES)('%s has exactly the keys of en and no empty value', (locale) => {
    const flat = flatten(MESSAGE_CATALOGS[locale]);
    expect(Object.keys(flat).sort()).toEqual(reference);
    for (const [key, value] of Object.entries(flat)) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it.each(LOCALES)('%s keeps the placeholders of the English message', (locale) => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of MESSAGE_KEYS) {
      expect(placeholders(MESSAGE_CATALOGS[locale].messages[key]), `${locale}.${key}`).toEqual(placeholders(MESSAGE_CATALOGS.en.messages[key]));
    }
  });

  it('covers the five interface languages', () => {
    expect(Object.keys(MESSAGE_CATALOGS).sort()).toEqual(['ar', 'de', 'en', 'fr', 'pt']);
  });

  it.each(['de', 'fr', 'pt', 'ar'] as const)('%s is translated, not a copy of English', (locale) => {
    for (const key of MESSAGE_KEYS) expect(MESSAGE_CATALOGS[locale].messages[key], key).not.toBe(MESSAGE_CATALOGS.en.messages[key]);
  });
});

describe('formatMessage', () => {
  it("gives the spec's exact English custom messages", () => {
    expect(formatMessage('positive')).toBe('Please enter a number of 0 or more');
    expect(formatMessage('credit_card')).toBe('This is not a valid card number');
    expect(formatMessage('password', 'en', { _field_: 'Password' })).toBe(
      'Your Password must contain at least one uppercase letter, one lowercase letter, one digit and one special character',
    );
    expect(formatMessage('password_min', 'en', { _field_: 'Password' })).toBe('Password is too short: use at least 8 characters');
    expect(formatMessage('url')).toBe('URL is invalid');
    expect(formatMessage('price')).toBe('Price must be greater than 0');
    expect(formatMessage('time_range')).toBe("The start time must be earlier than the end time");
    expect(formatMessage('cancellation_window')).toBe('Hours before the appointment must be between 1 and 96');
  });

  it('interpolates the field name and the rule params (vee-validate wording)', () => {
    expect(formatMessage('required', 'en', { _field_: 'Email' })).toBe('The Email field is required');
    expect(formatMessage('email', 'en', { _field_: 'Email' })).toBe('The Email field must be a valid email');
    expect(formatMessage('min', 'en', { _field_: 'Name', length: 3 })).toBe('The Name field must be at least 3 characters');
    expect(formatMessage('between', 'en', { _field_: 'Hours', min: 1, max: 48 })).toBe('The Hours field must be between 1 and 48');
    expect(formatMessage('digits', 'en', { _field_: 'PIN', length: 4 })).toBe('The PIN field must be exactly 4 digits');
  });

  it('translates the known field names Email and Password', () => {
    expect(formatMessage('required', 'de', { _field_: 'Email' })).toBe('E-Mail ist ein Pflichtfeld');
    expect(formatMessage('password_min', 'fr', { _field_: 'Password' })).toContain('Mot de passe');
    expect(fieldName('password', 'pt')).toBe('Senha');
    expect(fieldName('Business name', 'de')).toBe('Business name');
    expect(fieldName(undefined, 'en')).toBe('value');
  });

  it('answers in the requested locale and falls back to English', () => {
    expect(formatMessage('price', 'de')).toBe('Der Preis muss größer als 0 sein');
    expect(formatMessage('price', 'de-AT')).toBe('Der Preis muss größer als 0 sein');
    expect(formatMessage('price', 'pt_BR')).toBe('O preço deve ser maior que 0');
    expect(formatMessage('price', 'ar')).toBe(MESSAGE_CATALOGS.ar.messages.price);
    expect(formatMessage('price', 'ar-EG')).not.toBe('Price must be greater than 0');
    expect(formatMessage('price', 'es')).toBe('Price must be greater than 0');
    expect(formatMessage('price', '')).toBe('Price must be greater than 0');
    expect(resolveLocale('FR-ca')).toBe('fr');
    expect(resolveLocale(undefined)).toBe('en');
  });

  it('leaves unknown placeholders visible', () => {
    expect(formatMessage('min', 'en', { _field_: 'Name' })).toBe('The Name field must be at least {length} characters');
  });
});

describe('message tokens', () => {
  it('round-trips key and params', () => {
    const token = messageToken('min', { _field_: 'Name', length: 3 });
    expect(decodeMessageToken(token)).toEqual({ key: 'min', params: { _field_: 'Name', length: 3 } });
    expect(messageToken('url')).toBe('url');
  });

  it('translates a token, letting overrides win', () => {
    const token = messageToken('required', { _field_: 'Email' });
    expect(translateMessage(token)).toBe('The Email field is required');
    expect(translateMessage(token, 'fr')).toBe('Le champ E-mail est obligatoire');
    expect(translateMessage(token, 'de', { _field_: 'Vorname' })).toBe('Vorname ist ein Pflichtfeld');
  });

  it('shows plain messages and broken tokens as they are', () => {
    expect(translateMessage('Slot already taken', 'de')).toBe('Slot already taken');
    expect(translateMessage('min|{not json', 'de')).toBe('min|{not json');
    expect(decodeMessageToken('min|[1]')).toBeNull();
  });
});
