import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from './i18n';

describe('initI18n', () => {
  const init = vi.spyOn(i18n, 'init');
  afterAll(() => init.mockRestore());

  it('sets i18next up once; a later call only switches to its language', async () => {
    await Promise.all([initI18n('en'), initI18n('en')]);
    expect(init).toHaveBeenCalledTimes(1);
    expect(i18n.t('common:loading')).toBe('Loading…');
    await initI18n('de');
    expect(init).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.t('common:loading')).toBe('Wird geladen…');
  });

  it('writes <html lang dir>: Arabic right to left, the others left to right again', async () => {
    await initI18n('en');
    expect(document.documentElement.dir).toBe('ltr');
    await i18n.changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await i18n.changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
