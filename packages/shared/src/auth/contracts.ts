import { z } from 'zod';
import { ROLES } from '../constants';

/** POST /oidc_verify_stylist_token and /oidc_verify_customer_token */
export const verifyTokenRequestSchema = z.strictObject({ idToken: z.string().min(1).max(8192) });
export type VerifyTokenRequest = z.infer<typeof verifyTokenRequestSchema>;

export const verifyStylistTokenResponseSchema = z.object({
  userToken: z.string(),
  refreshToken: z.string(),
});
export const verifyCustomerTokenResponseSchema = z.object({ userToken: z.string() });

/** POST /oidc_refresh_stylist_token */
export const refreshTokenRequestSchema = z.strictObject({ refreshToken: z.string().min(1).max(512) });
export const refreshTokenResponseSchema = z.object({
  success: z.literal(true),
  userToken: z.string(),
  refreshToken: z.string(),
});

/** POST /api/auth/logout — revokes the refresh token's whole family. */
export const logoutRequestSchema = z.strictObject({ refreshToken: z.string().min(1).max(512).optional() });

export const roleSchema = z.enum([ROLES.stylist, ROLES.customer]);

/**
 * Claims of the API token (SPEC §3 "API token claims", DESIGN §6): a JWT valid 2 hours.
 * `stylistId`/`subdomain` are null for a customer, and `subdomain` is null for a stylist who has
 * not registered yet. `customerAccountId` is set for customers only.
 */
export const apiTokenClaimsSchema = z.object({
  sub: z.string(),
  roles: z.array(roleSchema).min(1),
  stylistId: z.number().int().positive().nullable(),
  subdomain: z.string().nullable(),
  customerAccountId: z.number().int().positive().nullable().optional(),
});
export type ApiTokenClaims = z.infer<typeof apiTokenClaimsSchema>;

export const API_TOKEN_ISSUER = 'chairly-api';
export const API_TOKEN_AUDIENCE = 'chairly';

/** Client-side error texts of SPEC §8 (translated through i18n keys in the web app). */
export const AUTH_ERRORS = {
  idTokenClaims: 'unable to get id token claims',
  loginData: 'unable to retrieve login data',
  refresh: 'unable to refresh token',
} as const;
