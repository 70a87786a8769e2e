import { apiFetch } from '@/lib/api-client';

export type StylistTokens = { userToken: string; refreshToken: string };
export type CustomerTokens = { userToken: string };

/** POST /oidc_verify_stylist_token: the provider's ID token → API token + refresh token. */
export const verifyStylistToken = (idToken: string) =>
  apiFetch<StylistTokens>('/oidc_verify_stylist_token', { method: 'POST', body: { idToken } });

/** POST /oidc_verify_customer_token: the provider's ID token → API token. */
export const verifyCustomerToken = (idToken: string) =>
  apiFetch<CustomerTokens>('/oidc_verify_customer_token', { method: 'POST', body: { idToken } });
