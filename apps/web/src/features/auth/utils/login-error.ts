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
