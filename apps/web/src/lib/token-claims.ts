import { MEMBER_ROLES, ROLES } from '@chairly/shared/constants';
import type { MemberRole, Role } from '@chairly/shared/constants';

/** What the SPA reads from the API token (the server verifies it; this is only for display and routing). */
export type TokenClaims = {
  sub: string;
  roles: Role[];
  stylistId: number | null;
  subdomain: string | null;
  customerAccountId: number | null;
  /** Issue #34: the member of the business who signed in and her role; absent on older and owner tokens. */
  memberId: number | null;
  memberRole: MemberRole | null;
  /** Expiry in seconds since the epoch. */
  exp: number | null;
};

const knownRoles: readonly string[] = Object.values(ROLES);

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
const memberRoleOrNull = (value: unknown): MemberRole | null =>
  (MEMBER_ROLES as readonly unknown[]).includes(value) ? (value as MemberRole) : null;

/** The JWT payload's claims, or null when the token is not a readable JWT. */
export function decodeTokenClaims(token: string | null): TokenClaims | null {
  const segment = token?.split('.')[1];
  if (!segment) return null;
  try {
    const payload = decodeSegment(segment);
    if (typeof payload !== 'object' || payload === null) return null;
    const record = payload as Record<string, unknown>;
    if (typeof record.sub !== 'string' || !Array.isArray(record.roles)) return null;
    return {
      sub: record.sub,
      roles: record.roles.filter((role): role is Role => knownRoles.includes(String(role))),
      stylistId: numberOrNull(record.stylistId),
      subdomain: typeof record.subdomain === 'string' ? record.subdomain : null,
      customerAccountId: numberOrNull(record.customerAccountId),
      memberId: numberOrNull(record.memberId),
      memberRole: memberRoleOrNull(record.memberRole),
      exp: numberOrNull(record.exp),
    };
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, now: number = Date.now()): boolean {
  return claims.exp !== null && claims.exp * 1000 <= now;
}
