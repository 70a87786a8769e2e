import { DEFAULT_LOCALE } from '@chairly/shared/constants';
import { apiFetch } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { toLocale } from '@/lib/language';

/** The refresh token comes back only as the server's HttpOnly cookie (issue #28). */
export type StylistTokens = { userToken: string };
export type CustomerTokens = { userToken: string };

/**
 * The language shown here (the one chosen on this device, else the browser's): an account this
 * sign-in creates keeps it for its messages (issue #29.3); an existing account keeps its own.
 */
const language = () => toLocale(i18n.language) ?? DEFAULT_LOCALE;

/**
 * POST /oidc_verify_stylist_token: the provider's ID token → API token (+ the refresh cookie);
 * `invitation` (issue #34): the invitation link's token, to join that business as a member.
 */
export const verifyStylistToken = (idToken: string, invitation?: string) =>
  apiFetch<StylistTokens>('/oidc_verify_stylist_token', {
    method: 'POST',
    body: { idToken, language: language(), ...(invitation ? { invitation } : {}) },
  });

/** POST /oidc_verify_customer_token: the provider's ID token → API token (+ the refresh cookie). */
export const verifyCustomerToken = (idToken: string) =>
  apiFetch<CustomerTokens>('/oidc_verify_customer_token', { method: 'POST', body: { idToken, language: language() } });
