import { DEFAULT_LOCALE } from '@chairly/shared/constants';
import { i18n } from '@/lib/i18n';
import { toLocale } from '@/lib/language';

/**
 * OpenID Connect `ui_locales` for a sign-in: the language shown here, so the provider's sign-in and
 * sign-up pages speak it too (issue #29.3).
 */
export const uiLocales = (): { ui_locales: string } => ({ ui_locales: toLocale(i18n.language) ?? DEFAULT_LOCALE });
