import { z } from 'zod';

/** GET /api/stylist/{provider}/account: the stylist's card payment account as the provider reports it. */
export const paymentAccountStatusSchema = z.object({
  connected: z.boolean(),
  charges_enabled: z.boolean(),
  stripeAccountEnabled: z.boolean(),
  accountId: z.string().nullable(),
});
export type PaymentAccountStatus = z.infer<typeof paymentAccountStatusSchema>;

/** docs/product.md §4: no-show protection needs an account id, charges enabled and the account flagged enabled. */
export function noShowProtectionAvailable(status: PaymentAccountStatus | null | undefined): boolean {
  return Boolean(status?.connected && status.accountId && status.charges_enabled && status.stripeAccountEnabled);
}
