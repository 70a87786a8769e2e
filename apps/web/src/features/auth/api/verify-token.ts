import { apiFetch } from '@/lib/api-client';

/** The refresh token comes back only as the server's HttpOnly cookie (issue #28). */
export type StylistTokens = { userToken: string };
export type CustomerTokens = { userToken: string };

/** POST /oidc_verify_stylist_token: the provider's ID token → API token (+ the refresh cookie). */
export const verifyStylistToken = (idToken: string) =>
  apiFetch<StylistTokens>('/oidc_verify_stylist_token', { method: 'POST', body: { idToken } });

/** POST /oidc_verify_customer_token: the provider's ID token → API token (+ the refresh cookie). */
export const verifyCustomerToken = (idToken: string) =>
  apiFetch<CustomerTokens>('/oidc_verify_customer_token', { method: 'POST', body: { idToken } });
