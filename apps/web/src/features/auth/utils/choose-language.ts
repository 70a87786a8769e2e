import type { Locale } from '@chairly/shared/constants';
import { changeLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { getSession } from '@/lib/session';
import { saveAccountLanguage } from '../api/save-language';

/**
 * A choice in the language menu: this device shows it at once (and remembers it); a signed-in
 * person's account keeps it too, so that her messages are written in it.
 */
export async function chooseLanguage(locale: Locale, baseDomain: string | null): Promise<void> {
  await changeLanguage(locale, baseDomain);
  const session = getSession();
  if (!session.isLoggedIn) return;
  try {
    await saveAccountLanguage(locale, session);
  } catch {
    notify.error('common:language.notSaved');
  }
}
