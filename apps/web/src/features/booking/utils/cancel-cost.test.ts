import { formatAmount } from '@chairly/shared/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { cancelCost } from './cancel-cost';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['booking']);
  await i18n.loadLanguages(['de', 'pt']);
});

/** The sentence the cancel dialog shows, its amounts through the one formatter (\u00a0: a no-break space). */
function sentence(language: string, ...args: Parameters<typeof cancelCost>): string | null {
  const cost = cancelCost(...args);
  if (!cost) return null;
  const values = Object.fromEntries(Object.entries(cost.amounts).map(([name, amount]) => [name, formatAmount(amount, args[2], language)]));
  return i18n.getFixedT(language, 'booking')(cost.key, values);
}

const inside = (feePercentage: number | null, deposit?: number) => ({
  insideWindow: true,
  feePercentage,
  ...(deposit === undefined ? {} : { deposit: { amount: deposit, refunded: false } }),
});

describe('what cancelling costs, in one sentence (issue #31.11)', () => {
  it('a kept deposit counts towards the fee: she pays the larger, never both', () => {
    // 25 % of $80 is $20; the $16 deposit is kept and $4 more may be charged.
    expect(sentence('en', inside(25, 16), 80, 'USD')).toBe(
      'Cancelling now may cost you up to $20.00 in all: your deposit of $16.00 is kept and up to $4.00 more may be charged to your card.',
    );
    expect(sentence('de', inside(25, 16), 80, 'EUR')).toBe(
      'Wenn Sie jetzt stornieren, kostet Sie das insgesamt bis zu 20,00\u00a0€: Ihre Anzahlung von 16,00\u00a0€ wird einbehalten, und Ihrer Karte können bis zu 4,00\u00a0€ zusätzlich belastet werden.',
    );
    expect(sentence('pt', inside(25, 16), 80, 'EUR')).toBe(
      'Se você cancelar agora, poderá pagar até €\u00a020,00 no total: seu sinal de €\u00a016,00 fica retido e podem ser cobrados até mais €\u00a04,00 no seu cartão.',
    );
  });

  it('a deposit that covers the fee (or with no fee set) is all she pays', () => {
    expect(sentence('en', inside(10, 16), 80, 'USD')).toBe('Cancelling now costs you your deposit of $16.00, which is kept; nothing more is charged.');
    expect(sentence('en', inside(null, 16), 80, 'USD')).toBe('Cancelling now costs you your deposit of $16.00, which is kept; nothing more is charged.');
  });

  it('without a deposit, the fee as an amount', () => {
    expect(sentence('en', inside(25), 80, 'USD')).toBe('Cancelling now may cost you up to $20.00, charged to your card.');
    // Rounded to the currency's unit as the charge is: 25 % of ¥4,550 is ¥1,138.
    expect(sentence('en', inside(25), 4550, 'JPY')).toBe('Cancelling now may cost you up to ¥1,138, charged to your card.');
  });

  it('outside the window: only the refund of a deposit, or nothing', () => {
    expect(sentence('en', { insideWindow: false, feePercentage: null, deposit: { amount: 16, refunded: true } }, 80, 'USD')).toBe(
      'Your deposit of $16.00 will be refunded to your card.',
    );
    expect(sentence('en', { insideWindow: false, feePercentage: 25 }, 80, 'USD')).toBeNull();
  });
});
