import { describe, expect, it } from 'vitest';
import { setupSteps } from './setup-steps';

const account = { connected: true, charges_enabled: true, stripeAccountEnabled: true, accountId: 'acct_1' };

describe('setupSteps (issue #31.7)', () => {
  it('leaves every step open for a new stylist', () => {
    expect(setupSteps({ services: 0, openHours: 0, account: null, shared: false }).map((step) => [step.key, step.done])).toEqual([
      ['services', false],
      ['hours', false],
      ['payment', false],
      ['share', false],
    ]);
  });

  it('ticks each step from its own fact', () => {
    expect(setupSteps({ services: 3, openHours: 5, account, shared: true }).every((step) => step.done)).toBe(true);
    expect(setupSteps({ services: 1, openHours: 0, account, shared: false }).map((step) => step.done)).toEqual([true, false, true, false]);
  });

  it('does not count a payment account that cannot take charges yet', () => {
    const started = { ...account, charges_enabled: false };
    expect(setupSteps({ services: 1, openHours: 1, account: started, shared: true }).find((step) => step.key === 'payment')?.done).toBe(false);
  });
});
