import { readApiToken } from '@/lib/cookies';
import { decodeTokenClaims } from '@/lib/token-claims';

/** The signed-in member's id (issue #34) from this tab's API token; null on an owner's older token (she sees everyone anyway). */
export function ownMemberId(): number | null {
  return decodeTokenClaims(readApiToken())?.memberId ?? null;
}
