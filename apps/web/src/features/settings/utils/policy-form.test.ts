import { describe, expect, it } from 'vitest';
import {
  canSavePolicies,
  DEFAULT_POLICY_FORM,
  formToPolicies,
  isDepositValid,
  isWindowValid,
  policiesToForm,
  UnknownPolicyKindError,
  type PolicyForm,
} from './policy-form';

const form = (patch: Partial<PolicyForm>): PolicyForm => ({ ...DEFAULT_POLICY_FORM, ...patch });

describe('policy conversion', () => {
  it('defaults: both switches off, 50%, 25%, one hour', () => {
    expect(policiesToForm([], 'EUR')).toEqual({
      noShowEnabled: false,
      noShowPercentage: 50,
      cancellationEnabled: false,
      cancellationPercentage: 25,
      cancellationWindowHours: 1,
      depositEnabled: false,
      depositKind: 'percentage',
      depositPercentage: 20,
      depositAmount: '',
    });
  });

  it('each stored entry turns its switch on; the window comes back in hours', () => {
    expect(
      policiesToForm([
        { stylistConfig: 0, value: 100 },
        { stylistConfig: 1, value: 75 },
        { stylistConfig: 2, value: 2880 },
      ], 'EUR'),
    ).toEqual({
      noShowEnabled: true,
      noShowPercentage: 100,
      cancellationEnabled: true,
      cancellationPercentage: 75,
      cancellationWindowHours: 48,
      depositEnabled: false,
      depositKind: 'percentage',
      depositPercentage: 20,
      depositAmount: '',
    });
  });

  it('a deposit comes back as a percentage (kind 3) or a fixed amount in dollars (kind 4)', () => {
    expect(policiesToForm([{ stylistConfig: 3, value: 30 }], 'EUR')).toMatchObject({
      depositEnabled: true,
      depositKind: 'percentage',
      depositPercentage: 30,
    });
    expect(policiesToForm([{ stylistConfig: 4, value: 1550 }], 'EUR')).toMatchObject({
      depositEnabled: true,
      depositKind: 'amount',
      depositAmount: 15.5,
    });
    expect(
      formToPolicies(form({ depositEnabled: true, depositKind: 'amount', depositAmount: 15.5 }), 'EUR'),
    ).toEqual([{ stylistConfig: 4, value: 1550 }]);
    expect(formToPolicies(form({ depositEnabled: true, depositPercentage: 50 }), 'EUR')).toEqual([
      { stylistConfig: 3, value: 50 },
    ]);
  });

  it('a fixed deposit is kept in the minor unit of her currency (issue #29: JPY has none, KWD three)', () => {
    expect(policiesToForm([{ stylistConfig: 4, value: 1550 }], 'JPY')).toMatchObject({ depositAmount: 1550 });
    expect(policiesToForm([{ stylistConfig: 4, value: 1550 }], 'KWD')).toMatchObject({ depositAmount: 1.55 });
    expect(formToPolicies(form({ depositEnabled: true, depositKind: 'amount', depositAmount: 1500 }), 'JPY')).toEqual([{ stylistConfig: 4, value: 1500 }]);
    expect(isDepositValid(form({ depositEnabled: true, depositKind: 'amount', depositAmount: 1500 }), 'JPY')).toBe(true);
    expect(isDepositValid(form({ depositEnabled: true, depositKind: 'amount', depositAmount: 15.5 }), 'JPY')).toBe(false);
    expect(isDepositValid(form({ depositEnabled: true, depositKind: 'amount', depositAmount: 1.005 }), 'KWD')).toBe(true);
  });

  it('an unknown config kind is an error', () => {
    expect(() => policiesToForm([{ stylistConfig: 5, value: 1 }], 'EUR')).toThrow(UnknownPolicyKindError);
  });

  it('saves only enabled policies, the window in minutes', () => {
    expect(formToPolicies(form({}), 'EUR')).toEqual([]);
    expect(formToPolicies(form({ noShowEnabled: true }), 'EUR')).toEqual([
      { stylistConfig: 0, value: 50 },
    ]);
    expect(
      formToPolicies(
        form({
          cancellationEnabled: true,
          cancellationPercentage: 50,
          cancellationWindowHours: 96,
        }),
        'EUR',
      ),
    ).toEqual([
      { stylistConfig: 1, value: 50 },
      { stylistConfig: 2, value: 5760 },
    ]);
  });

  it('round trip: form → entries → form', () => {
    const start = form({
      noShowEnabled: true,
      noShowPercentage: 100,
      cancellationEnabled: true,
      cancellationWindowHours: 12,
    });
    expect(policiesToForm(formToPolicies(start, 'EUR'), 'EUR')).toEqual(start);
  });
});

describe('save rules', () => {
  const ready = { saving: false, accountReady: true, currency: 'EUR' };

  it.each([1, 24, 96])('a window of %s hours is valid', (hours) => {
    expect(isWindowValid(form({ cancellationEnabled: true, cancellationWindowHours: hours }))).toBe(
      true,
    );
  });

  it.each([0, 97, 1.5, ''] as const)(
    'a window of %s is invalid while cancellation is on',
    (hours) => {
      const value = form({ cancellationEnabled: true, cancellationWindowHours: hours });
      expect(isWindowValid(value)).toBe(false);
      expect(canSavePolicies(value, ready)).toBe(false);
      expect(canSavePolicies({ ...value, cancellationEnabled: false }, ready)).toBe(true);
    },
  );

  it.each([0.5, 10_000.01, 1.005, ''] as const)(
    'a fixed deposit of %s is invalid while it is chosen',
    (amount) => {
      const value = form({ depositEnabled: true, depositKind: 'amount', depositAmount: amount });
      expect(isDepositValid(value, 'EUR')).toBe(false);
      expect(canSavePolicies(value, ready)).toBe(false);
      expect(canSavePolicies({ ...value, depositKind: 'percentage' }, ready)).toBe(true);
    },
  );

  it('disabled while saving or without a connected payment account', () => {
    expect(canSavePolicies(form({}), ready)).toBe(true);
    expect(canSavePolicies(form({}), { saving: true, accountReady: true, currency: 'EUR' })).toBe(false);
    expect(canSavePolicies(form({}), { saving: false, accountReady: false, currency: 'EUR' })).toBe(false);
  });
});
