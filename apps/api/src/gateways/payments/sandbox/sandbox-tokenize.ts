import { AppError, type SandboxToken, type SandboxTokenizeRequest } from '@chairly/shared';
import { sandboxId } from './sandbox-gateway';
import type { SandboxRepository } from './sandbox.repository';
import { checkTestCard, normaliseExpYear } from './test-cards';

/**
 * The sandbox's card endpoint (what Stripe Elements is in stripe mode): the number and CVC are
 * checked here and dropped; only the brand, last four digits, expiry and test behaviour are kept.
 */
export async function tokenizeSandboxCard(
  repository: Pick<SandboxRepository, 'insertCard'>,
  input: SandboxTokenizeRequest,
): Promise<SandboxToken> {
  const check = checkTestCard(input.number, input.expMonth, input.expYear);
  if (!check.ok)
    throw new AppError('VALIDATION', check.message, {
      [check.field === 'expiry' ? 'expYear' : 'number']: check.message,
    });
  const token = sandboxId('pm');
  const { brand, last4, behaviour } = check.card;
  await repository.insertCard({
    token,
    brand,
    last4,
    behaviour,
    expMonth: input.expMonth,
    expYear: normaliseExpYear(input.expYear),
  });
  return { token, brand, last4 };
}
