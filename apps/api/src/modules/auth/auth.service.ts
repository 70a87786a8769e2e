import { randomUUID } from 'node:crypto';
import { AppError, AUTH_ERRORS, ROLES, type Locale } from '@chairly/shared';
import type { RevokedSessions } from '../../db/revoked-sessions';
import type { ApiTokens } from '../../lib/api-token';
import type { IdTokenClaims, IdTokenVerifier } from './id-token-verifier';
import type { IdentityRepository, NewIdentity, StylistIdentity } from './identity.repository';
import type { MemberIdentity, MembersRepository } from './members.repository';
import { generateRefreshToken, hashRefreshToken, REFRESH_TOKEN_TTL_MS } from './refresh-token';
import type { RefreshTokensRepository, SessionOwner } from './refresh-tokens.repository';

type Deps = {
  idTokens: IdTokenVerifier;
  apiTokens: Pick<ApiTokens, 'sign'>;
  identities: Pick<
    IdentityRepository,
    'findOrCreateStylist' | 'findStylistById' | 'findOrCreateCustomerAccount' | 'findCustomerAccountById'
  >;
  members: Pick<MembersRepository, 'findBySubject' | 'findById' | 'accept'>;
  refreshTokens: Pick<RefreshTokensRepository, 'create' | 'rotate' | 'revokeFamily'>;
  /** This instance's view of revoked sessions: told at once of the revocations made here. */
  sessions: Pick<RevokedSessions, 'revoked'>;
  now?: () => Date;
};

/** What sign-in and refresh hand the route: the API token for the body, the refresh token for the cookie. */
export type IssuedSession = { userToken: string; refreshToken: string };

const refreshFailed = () => new AppError('UNAUTHORIZED', AUTH_ERRORS.refresh);

/**
 * A refusal of a token rotated moments ago (two tabs on different hosts racing): the browser holds
 * the successor already, so its cookies must be left alone. Same answer as any refusal.
 */
export class SupersededRefresh extends AppError {
  constructor() {
    super('UNAUTHORIZED', AUTH_ERRORS.refresh);
  }
}

function toIdentity(claims: IdTokenClaims, locale: Locale | undefined): NewIdentity {
  return {
    authSubject: claims.sub,
    email: claims.email,
    name: claims.givenName,
    lastname: claims.familyName,
    emailVerified: claims.emailVerified,
    ...(locale ? { locale } : {}),
  };
}

/** Issue #34: refusals of a member's sign-in, in the one error shape with a reason the screens translate. */
const memberInactive = () => new AppError('FORBIDDEN', 'Your access to this business has been turned off.', undefined, 'member_inactive');
const alreadyInBusiness = () => new AppError('CONFLICT', 'This account already belongs to a business.', undefined, 'already_in_business');
const INVITATION_REFUSALS = {
  unknown: () => new AppError('NOT_FOUND', 'This invitation does not exist.', undefined, 'invitation_not_found'),
  gone: () => new AppError('GONE', 'This invitation has expired or has already been used.', undefined, 'invitation_expired'),
  'other-address': () =>
    new AppError('CONFLICT', 'This invitation was sent to another e-mail address. Sign in with that address.', undefined, 'invitation_other_address'),
  taken: alreadyInBusiness,
} as const;

/** Her display name as the ID token gives it (the address when it names nobody). */
const displayName = (claims: IdTokenClaims) => `${claims.givenName} ${claims.familyName}`.trim() || claims.email;

function newToken(now: Date) {
  const token = generateRefreshToken();
  return { token, issued: { tokenHash: hashRefreshToken(token), expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) } };
}

export function createAuthService({ idTokens, apiTokens, identities, members, refreshTokens, sessions, now = () => new Date() }: Deps) {
  /** A session of the owner from before members (no member named): an owner's token without member claims. */
  const stylistToken = (stylist: StylistIdentity, sid: string) =>
    apiTokens.sign({ sub: stylist.authSubject, roles: [ROLES.stylist], stylistId: stylist.id, subdomain: stylist.subdomain, sid });
  /** A member's token (issue #34): the business is her stylist row; her id and role ride along. */
  const memberToken = (member: MemberIdentity, sid: string) =>
    apiTokens.sign({
      sub: member.authSubject,
      roles: [ROLES.stylist],
      stylistId: member.stylistId,
      subdomain: member.subdomain,
      sid,
      memberId: member.id,
      memberRole: member.role,
    });
  const customerToken = (account: { id: number }, sub: string, sid: string) =>
    apiTokens.sign({ sub, roles: [ROLES.customer], stylistId: null, subdomain: null, customerAccountId: account.id, sid });

  /**
   * Issue #34, the order of the contract: a member already (owner or staff) signs in as herself, and
   * may not join another business; else an invitation makes her a member. Undefined: neither.
   */
  async function memberSigningIn(claims: IdTokenClaims, invitation: string | undefined): Promise<MemberIdentity | undefined> {
    const existing = await members.findBySubject(claims.sub);
    if (invitation === undefined) return existing;
    // The link's token is kept as its hex SHA-256, hashed like a refresh token.
    const acceptance = await members.accept(hashRefreshToken(invitation), { authSubject: claims.sub, email: claims.email, name: displayName(claims) }, now());
    // Her own invitation presented again (a second tab) is no attempt to join another business.
    if (existing && !(acceptance.outcome === 'member' && acceptance.member.id === existing.id)) throw alreadyInBusiness();
    if (acceptance.outcome !== 'member') throw INVITATION_REFUSALS[acceptance.outcome]();
    return acceptance.member;
  }

  /** A new refresh-token family: the session the API tokens name in their `sid` claim. */
  async function startSession(owner: SessionOwner) {
    const { token, issued } = newToken(now());
    const familyId = randomUUID();
    await refreshTokens.create({ ...issued, ...owner, familyId });
    return { familyId, refreshToken: token };
  }

  return {
    /**
     * ID token → the stylist (created on first sign-in, in the browser's `language`), an API token
     * and a new session.
     */
    async verifyStylist(idToken: string, language?: Locale, invitation?: string): Promise<IssuedSession> {
      const claims = await idTokens.verify(idToken);
      const member = await memberSigningIn(claims, invitation);
      if (member && !member.active) throw memberInactive();
      // The owner, and whoever is no member yet and brings no invitation: today's sign-in (her account
      // found or made, `email_verified` recorded); a trigger makes the owner row, read back here.
      const signedIn =
        member?.role === 'owner' || !member
          ? await members.findBySubject((await identities.findOrCreateStylist(toIdentity(claims, language))).authSubject)
          : member;
      if (!signedIn) throw new Error('the owner row of a stylist is missing');
      const { familyId, refreshToken } = await startSession({ stylistId: signedIn.stylistId, memberId: signedIn.id });
      return { userToken: await memberToken(signedIn, familyId), refreshToken };
    },

    /** Customers get a session too: their API token lives in one tab's memory (issue #28). */
    async verifyCustomer(idToken: string, language?: Locale): Promise<IssuedSession> {
      const claims = await idTokens.verify(idToken);
      const account = await identities.findOrCreateCustomerAccount(toIdentity(claims, language));
      const { familyId, refreshToken } = await startSession({ customerAccountId: account.id });
      return { userToken: await customerToken(account, claims.sub, familyId), refreshToken };
    },

    /** Rotates the refresh token; the API token is built from the account as stored now (subdomain). */
    async refresh(refreshToken: string): Promise<IssuedSession> {
      const at = now();
      const { token, issued } = newToken(at);
      const result = await refreshTokens.rotate(hashRefreshToken(refreshToken), issued, at);
      if (result.verdict === 'reused' && result.familyId) sessions.revoked(result.familyId);
      if (result.verdict === 'superseded') throw new SupersededRefresh();
      if ((result.verdict !== 'valid' && result.verdict !== 'reissue') || result.familyId === null) throw refreshFailed();
      if (result.memberId !== null) {
        // Her claims as stored now: a new role applies, a deactivated (or removed) member is refused.
        const member = await members.findById(result.memberId);
        if (!member || !member.active) throw refreshFailed();
        return { userToken: await memberToken(member, result.familyId), refreshToken: token };
      }
      if (result.stylistId !== null) {
        const stylist = await identities.findStylistById(result.stylistId);
        if (!stylist) throw refreshFailed();
        return { userToken: await stylistToken(stylist, result.familyId), refreshToken: token };
      }
      const account = result.customerAccountId === null ? undefined : await identities.findCustomerAccountById(result.customerAccountId);
      if (!account) throw refreshFailed();
      return { userToken: await customerToken(account, account.authSubject, result.familyId), refreshToken: token };
    },

    /** Revokes the session an API token names: its refresh tokens and every API token it issued. */
    async logout(sessionId: string | undefined): Promise<void> {
      if (!sessionId) return;
      await refreshTokens.revokeFamily(sessionId, now());
      sessions.revoked(sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
