import { z } from 'zod';

/** Client-side format checks of the sandbox card form; messages are `payments` i18n keys. */
export const cardFormSchema = z.object({
  number: z
    .string()
    .trim()
    .regex(/^[0-9 -]{12,23}$/, 'card.invalidNumber'),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?([0-9]{2})$/, 'card.invalidExpiry'),
  cvc: z
    .string()
    .trim()
    .regex(/^[0-9]{3,4}$/, 'card.invalidCvc'),
});
export type CardFormValues = z.infer<typeof cardFormSchema>;

/** "04 / 31" → month 4, year 2031. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const [month = '0', year = '0'] = expiry.split('/').map((part) => part.trim());
  return { expMonth: Number(month), expYear: 2000 + Number(year) };
}

/** Which form field a server field error belongs to. */
export const SERVER_FIELD: Record<string, keyof CardFormValues> = {
  number: 'number',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
};
