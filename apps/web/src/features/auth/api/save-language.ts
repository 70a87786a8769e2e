import { ROLES } from '@chairly/shared/constants';
import type { Locale } from '@chairly/shared/constants';
import { apiFetch } from '@/lib/api-client';
import type { Session } from '@/lib/session';

/**
 * PUT /api/stylist/language or /api/logged-customer/language (by the session's role): the signed-in
 * person's language, the one her e-mails and SMS are written in (issue #29.3).
 */
export const saveAccountLanguage = (language: Locale, session: Pick<Session, 'roles'>) =>
  apiFetch<void>(session.roles.includes(ROLES.stylist) ? '/api/stylist/language' : '/api/logged-customer/language', {
    method: 'PUT',
    body: { language },
    auth: true,
  });
