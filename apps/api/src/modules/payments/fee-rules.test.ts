import { describe, expect, it } from 'vitest';
import { applicationFeeCents, decideCharge, type ChargeContext } from './fee-rules';

const startsAt = new Date('2026-11-23T10:00:00Z');
const policies = [
  { config: 0, value: 50 },
  { config: 1, value: 25 },
  { config: 2, value: 120 },
];
const context = (
  over: Partial<ChargeContext> = {},
  appointment: Partial<ChargeContext['appointment']> = {},
): ChargeContext => ({
  appointment: {
    state: 'no_show',
    amountCents: 8_000,
    startsAt,
    cancelledAt: null,
    ...appointment,
  },
  policies,
  hasCard: true,
  chargesEnabled: true,
  alreadyCharged: false,
  ...over,
});

describe('no-show fee', () => {
  it('is the policy percentage of the amount for a no-show', () => {
    expect(decideCharge('no-show-fee', context())).toEqual({ available: true, amountCents: 4_000 });
  });

  it('needs the policy, the no-show state, charges enabled, a card and no earlier charge', () => {
    expect(decideCharge('no-show-fee', context({ policies: policies.slice(1) }))).toMatchObject({
      available: false,
      reason: 'policy-disabled',
    });
    expect(decideCharge('no-show-fee', context({}, { state: 'booked' }))).toMatchObject({
      reason: 'wrong-state',
      amountCents: 4_000,
    });
    expect(decideCharge('no-show-fee', context({ chargesEnabled: false }))).toMatchObject({
      reason: 'charges-disabled',
    });
    expect(decideCharge('no-show-fee', context({ hasCard: false }))).toMatchObject({
      reason: 'no-card',
    });
    expect(decideCharge('no-show-fee', context({ alreadyCharged: true }))).toMatchObject({
      reason: 'already-charged',
    });
    expect(decideCharge('no-show-fee', context({}, { amountCents: 0 }))).toMatchObject({
      reason: 'nothing-to-charge',
    });
  });
});

describe('cancellation fee', () => {
  const cancelled = (minutesBefore: number) => ({
    state: 'cancelled',
    cancelledAt: new Date(startsAt.getTime() - minutesBefore * 60_000),
  });

  it('applies to a cancellation inside the window (120 minutes here), edge included', () => {
    expect(decideCharge('cancel-fee', context({}, cancelled(30)))).toEqual({
      available: true,
      amountCents: 2_000,
    });
    expect(decideCharge('cancel-fee', context({}, cancelled(120)))).toMatchObject({
      available: true,
    });
    expect(decideCharge('cancel-fee', context({}, cancelled(121)))).toMatchObject({
      reason: 'outside-cancellation-window',
    });
  });

  it('uses the default window of one hour without a window policy', () => {
    const noWindow = policies.slice(0, 2);
    expect(
      decideCharge('cancel-fee', context({ policies: noWindow }, cancelled(59))),
    ).toMatchObject({ available: true });
    expect(
      decideCharge('cancel-fee', context({ policies: noWindow }, cancelled(61))),
    ).toMatchObject({ available: false });
  });

  it('is not charged for a cancelled appointment without a cancellation time', () => {
    expect(decideCharge('cancel-fee', context({}, { state: 'cancelled', cancelledAt: null }))).toMatchObject({
      available: false,
      reason: 'outside-cancellation-window',
    });
  });

  it('needs the cancelled state and the cancellation policy', () => {
    expect(decideCharge('cancel-fee', context({}, { state: 'no_show' }))).toMatchObject({
      reason: 'wrong-state',
    });
    expect(
      decideCharge('cancel-fee', context({ policies: [policies[0]!] }, cancelled(10))),
    ).toMatchObject({ reason: 'policy-disabled' });
  });
});

describe('checkout and the platform fee', () => {
  it('charges the whole amount of a booked or completed appointment', () => {
    expect(decideCharge('checkout', context({}, { state: 'completed' }))).toEqual({
      available: true,
      amountCents: 8_000,
    });
    expect(decideCharge('checkout', context({}, { state: 'booked' }))).toEqual({
      available: true,
      amountCents: 8_000,
    });
    expect(decideCharge('checkout', context({}, { state: 'cancelled' }))).toMatchObject({
      reason: 'wrong-state',
    });
  });

  it('takes off a deposit she kept: the checkout and a kept fee charge only the rest, never below nothing', () => {
    expect(decideCharge('checkout', context({ heldDepositCents: 1_600 }, { state: 'completed' }))).toEqual({
      available: true,
      amountCents: 6_400,
    });
    expect(decideCharge('no-show-fee', context({ heldDepositCents: 1_600 }))).toEqual({
      available: true,
      amountCents: 2_400,
    });
    expect(decideCharge('no-show-fee', context({ heldDepositCents: 5_000 }))).toEqual({
      available: false,
      reason: 'nothing-to-charge',
      amountCents: 0,
    });
  });

  it('rounds the application fee down', () => {
    expect(applicationFeeCents(999, 2.5)).toBe(24);
    expect(applicationFeeCents(1000, 0)).toBe(0);
  });
});
