import { z } from 'zod';
import { LOCALES, MEMBER_ROLES, ROLES } from '../constants';
import { invitationTokenSchema } from '../members/invitation-token';

/** A person's preferred language (issue #29.3): the one their e-mails and SMS are written in. */
export const languageSchema = z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}` });

/**
 * POST /oidc_verify_stylist_token and /oidc_verify_customer_token. `language`: the browser's (the
 * SPA's current) language, stored when this sign-in creates the account; an existing account keeps its own.
 */
export const verifyTokenRequestSchema = z.strictObject({ idToken: z.string().min(1).max(8192), language: languageSchema.optional() });
export type VerifyTokenRequest = z.infer<typeof verifyTokenRequestSchema>;

/**
 * POST /oidc_verify_stylist_token (issue #34): `invitation` is the token of an invitation link; signing
 * in with it joins that business as a member (the ID token's address must be the invited one).
 */
export const verifyStylistTokenRequestSchema = z.strictObject({
  idToken: z.string().min(1).max(8192),
  language: languageSchema.optional(),
  invitation: invitationTokenSchema.optional(),
});
export type VerifyStylistTokenRequest = z.infer<typeof verifyStylistTokenRequestSchema>;

/** PUT /api/stylist/language and /api/logged-customer/language: the language chosen in the menu. */
export const languageRequestSchema = z.strictObject({ language: languageSchema });
export type LanguageRequest = z.infer<typeof languageRequestSchema>;

/**
 * Sign-in answers only the API token: the refresh token travels in an HttpOnly cookie the server
 * sets (issue #28), so page scripts never see it.
 */
export const verifyStylistTokenResponseSchema = z.object({ userToken: z.string() });
export const verifyCustomerTokenResponseSchema = z.object({ userToken: z.string() });

/** POST /oidc_refresh_stylist_token (stylists and customers): the refresh cookie is the credential. */
export const refreshTokenResponseSchema = z.object({
  success: z.literal(true),
  userToken: z.string(),
});

export const roleSchema = z.enum([ROLES.stylist, ROLES.customer]);

/** A member's role as her API token carries it (request bodies use members/contracts' memberRoleEnum, with its message). */
export const memberRoleSchema = z.enum(MEMBER_ROLES);

/**
 * Claims of the API token (docs/product.md §3 "API token claims", docs/architecture.md §6): a JWT valid 2 hours.
 * `stylistId`/`subdomain` are null for a customer, and `subdomain` is null for a stylist who has
 * not registered yet. `customerAccountId` is set for customers only. `sid` names the session:
 * sign-out (or a replayed refresh token) revokes it, and the API then refuses the token.
 */
export const apiTokenClaimsSchema = z.object({
  sub: z.string(),
  roles: z.array(roleSchema).min(1),
  stylistId: z.number().int().positive().nullable(),
  subdomain: z.string().nullable(),
  customerAccountId: z.number().int().positive().nullable().optional(),
  /** The session (refresh-token family) the token belongs to; revoking it stops the token. */
  sid: z.uuid().optional(),
  /**
   * Issue #34 (D60): the member of the business `stylistId` who signed in, and her role. A stylist
   * token without them (older tokens, bench tokens, API keys) is the owner's.
   */
  memberId: z.number().int().positive().optional(),
  memberRole: memberRoleSchema.optional(),
});
export type ApiTokenClaims = z.infer<typeof apiTokenClaimsSchema>;

export const API_TOKEN_ISSUER = 'chairly-api';
export const API_TOKEN_AUDIENCE = 'chairly';

/** Client-side error texts of docs/product.md §8 (translated through i18n keys in the web app). */
export const AUTH_ERRORS = {
  idTokenClaims: 'unable to get id token claims',
  loginData: 'unable to retrieve login data',
  refresh: 'unable to refresh token',
} as const;
