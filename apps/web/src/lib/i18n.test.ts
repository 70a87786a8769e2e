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
});
