import { describe, expect, it } from 'vitest';
import { depositCents, depositRuleOf, serviceDepositValid } from './deposits';

const svc = (priceCents: number, depositMode: 'default' | 'none' | 'percentage' | 'amount' = 'default', depositValue: number | null = null) => ({ priceCents, depositMode, depositValue });

describe('deposits', () => {
  it('reads the rule from policy kinds 3 and 4', () => {
    expect(depositRuleOf([{ config: 0, value: 50 }])).toBeNull();
    expect(depositRuleOf([{ config: 3, value: 20 }])).toEqual({ kind: 'percentage', percent: 20 });
    expect(depositRuleOf([{ config: 4, value: 1500 }])).toEqual({ kind: 'amount', cents: 1500 });
  });

  it('takes the percentage of each service, its own rule where it has one', () => {
    const rule = { kind: 'percentage', percent: 20 } as const;
    expect(depositCents(rule, [svc(3000), svc(1050)])).toBe(600 + 210);
    expect(depositCents(rule, [svc(3000, 'none'), svc(1050)])).toBe(210);
    expect(depositCents(rule, [svc(3000, 'percentage', 50), svc(1050, 'amount', 500)])).toBe(2000);
  });

  it('takes a fixed amount once per booking, never more than the price', () => {
    const rule = { kind: 'amount', cents: 1500 } as const;
    expect(depositCents(rule, [svc(3000), svc(1050)])).toBe(1500);
    expect(depositCents(rule, [svc(1000)])).toBe(1000);
    expect(depositCents(rule, [svc(3000, 'none')])).toBe(0);
  });

  it('takes nothing while the stylist does not require a deposit, whatever the services say', () => {
    expect(depositCents(null, [svc(3000, 'percentage', 50)])).toBe(0);
    expect(depositCents(null, [svc(3000)])).toBe(0);
    expect(depositCents({ kind: 'amount', cents: 1500 }, [])).toBe(0);
  });

  it("adds her fixed amount only when a service follows her rule, not to services with their own", () => {
    expect(depositCents({ kind: 'percentage', percent: 20 }, [svc(3000, 'amount', 500)])).toBe(500);
    expect(depositCents({ kind: 'amount', cents: 1500 }, [svc(3000, 'amount', 500)])).toBe(500);
    expect(depositCents({ kind: 'amount', cents: 1500 }, [svc(3000, 'amount', 500), svc(1000)])).toBe(2000);
  });

  it('checks a service value against its mode', () => {
    expect(serviceDepositValid('default', null)).toBe(true);
    expect(serviceDepositValid('percentage', 25)).toBe(true);
    expect(serviceDepositValid('percentage', 15)).toBe(false);
    expect(serviceDepositValid('amount', 99)).toBe(false);
    expect(serviceDepositValid('amount', 2500)).toBe(true);
    expect(serviceDepositValid('none', 10)).toBe(false);
    expect(serviceDepositValid('none', null)).toBe(true);
    expect(serviceDepositValid('default', 20)).toBe(false);
    expect(serviceDepositValid('percentage', null)).toBe(false);
    expect(serviceDepositValid('amount', null)).toBe(false);
    // Amounts in cents from 100 to 1 000 000, both ends included, whole cents only.
    expect(serviceDepositValid('amount', 100)).toBe(true);
    expect(serviceDepositValid('amount', 1_000_000)).toBe(true);
    expect(serviceDepositValid('amount', 1_000_001)).toBe(false);
    expect(serviceDepositValid('amount', 250.5)).toBe(false);
  });
});
