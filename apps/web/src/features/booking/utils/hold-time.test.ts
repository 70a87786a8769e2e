import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { holdTimeText } from './hold-time';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['booking']);
});

const say = (language: string, seconds: number) => {
  const text = holdTimeText(seconds);
  return i18n.getFixedT(language, 'booking')(text.key, text.values);
};

describe('the hold’s time left (issue #31.11)', () => {
  it('is said in whole minutes, rounded down, never as a clock like "9:58"', () => {
    expect(say('en', 598)).toBe('9 minutes left to confirm');
    expect(say('en', 600)).toBe('10 minutes left to confirm');
    expect(say('en', 119)).toBe('1 minute left to confirm');
    expect(say('en', 598)).not.toMatch(/\d:\d\d/);
  });

  it('says "less than a minute" in the last one, never "0 minutes"', () => {
    expect(say('en', 59)).toBe('less than a minute left to confirm');
    expect(say('en', 1)).toBe('less than a minute left to confirm');
  });

  it.each([
    ['de', 'Noch 9 Minuten zum Bestätigen', 'Noch 1 Minute zum Bestätigen'],
    ['pt', 'Faltam 9 minutos para confirmar', 'Falta 1 minuto para confirmar'],
    ['fr', '9 minutes restantes pour confirmer', '1 minute restante pour confirmer'],
  ])('follows the plural rules of %s', async (language, nine, one) => {
    await i18n.loadLanguages(language);
    expect(say(language, 598)).toBe(nine);
    expect(say(language, 61)).toBe(one);
  });

  it('uses the Arabic forms for two and a few minutes', async () => {
    await i18n.loadLanguages('ar');
    expect(say('ar', 150)).toBe('تبقّت 2 دقيقتان للتأكيد');
    expect(say('ar', 300)).toBe('تبقّت 5 دقائق للتأكيد');
  });
});
