export type CardBehaviour = 'succeed' | 'decline' | 'authenticate';

export type TestCard = { brand: string; last4: string; behaviour: CardBehaviour };

/** The sandbox's test numbers, as Stripe's test mode knows them. */
const TEST_CARDS: Record<string, { brand: string; behaviour: CardBehaviour }> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeed' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeed' },
  '378282246310005': { brand: 'amex', behaviour: 'succeed' },
  '4000000000000002': { brand: 'visa', behaviour: 'decline' },
  '4000000000009995': { brand: 'visa', behaviour: 'decline' },
  '4000002500003155': { brand: 'visa', behaviour: 'authenticate' },
  '4000002760003184': { brand: 'visa', behaviour: 'authenticate' },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export type CardCheck =
  | { ok: true; card: TestCard }
  | { ok: false; field: 'number' | 'expiry'; message: string };

/** Checks a card typed into the sandbox form; only the brand, last four digits and behaviour leave here. */
export function checkTestCard(
  number: string,
  expMonth: number,
  expYear: number,
  now = new Date(),
): CardCheck {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { ok: false, field: 'number', message: 'The card number is invalid' };
  const known = TEST_CARDS[digits];
  if (!known)
    return {
      ok: false,
      field: 'number',
      message: 'Use a sandbox test card such as 4242 4242 4242 4242',
    };
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const expired =
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
  if (expired) return { ok: false, field: 'expiry', message: 'The card has expired' };
  return {
    ok: true,
    card: { brand: known.brand, last4: digits.slice(-4), behaviour: known.behaviour },
  };
}

export const normaliseExpYear = (expYear: number) => (expYear < 100 ? 2000 + expYear : expYear);
