import { describe, expect, it } from 'vitest';
import { chargeDestination, type AccountState } from './charge-destination';

const account = (accountId: string | null, chargesEnabled: boolean | null = true, provider: string | null = 'sandbox'): AccountState => ({ provider, accountId, chargesEnabled });
const business = (state: AccountState = account('acct_business'), stripeAccountEnabled = true) => ({ ...state, stripeAccountEnabled });

describe('chargeDestination (D66)', () => {
  it('sends the charge to her member’s own account when it can take charges', () => {
    expect(chargeDestination({ business: business(), member: account('acct_dana') }, 'sandbox')).toBe('acct_dana');
    // Even while the business's account is unlinked or missing: the money is hers.
    expect(chargeDestination({ business: business(account(null, null, null), false), member: account('acct_dana') }, 'sandbox')).toBe('acct_dana');
  });

  it('falls back to the business’s account when hers cannot take charges, is at another provider, or there is none', () => {
    for (const member of [account('acct_dana', false), account('acct_dana', null), account('acct_dana', true, 'stripe'), account(null), null])
      expect(chargeDestination({ business: business(), member }, 'sandbox')).toBe('acct_business');
  });

  it('answers null when neither can take charges (the business’s unlinked, disabled or at another provider)', () => {
    expect(chargeDestination({ business: business(account('acct_business'), false), member: null }, 'sandbox')).toBeNull();
    expect(chargeDestination({ business: business(account('acct_business', false)), member: account('acct_dana', false) }, 'sandbox')).toBeNull();
    expect(chargeDestination({ business: business(account('acct_business', true, 'stripe')), member: null }, 'sandbox')).toBeNull();
    expect(chargeDestination({ business: business(account(null)), member: null }, 'sandbox')).toBeNull();
  });
});
