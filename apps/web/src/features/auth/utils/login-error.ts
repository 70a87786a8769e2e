import type { AuthErrorKind } from '@/lib/auth-errors';

/** A failed sign-in step, named by its docs/product.md §8 token error. */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  readonly kind: AuthErrorKind;
  constructor(kind: AuthErrorKind, cause?: unknown) {
    super(kind, { cause });
    this.kind = kind;
  }
}

/** Runs a step; any failure becomes a LoginError of that kind. */
export async function step<T>(kind: AuthErrorKind, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error: unknown) {
    throw error instanceof LoginError ? error : new LoginError(kind, error);
  }
}

/** Why the API refused a member's sign-in or an invitation's acceptance (issue #34); each has its own page. */
export const MEMBER_REFUSALS = [
  'member_inactive',
  'already_in_business',
  'invitation_not_found',
  'invitation_expired',
  'invitation_other_address',
] as const;
export type MemberRefusal = (typeof MEMBER_REFUSALS)[number];

/** The API said no to this person joining or entering a business: not a broken sign-in. */
export class MemberSignInRefused extends Error {
  override readonly name = 'MemberSignInRefused';
  readonly refusal: MemberRefusal;
  /** The invitation the sign-in carried, to try again with another account. */
  readonly invitation: string | undefined;
  constructor(refusal: MemberRefusal, invitation: string | undefined) {
    super(refusal);
    this.refusal = refusal;
    this.invitation = invitation;
  }
}
