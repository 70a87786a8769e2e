import { describe, expect, it } from 'vitest';
import { stylistMenuFor } from '@/config/stylist-menu';
import { mayUse } from './member-access';

describe('what a member role is offered (issue #34)', () => {
  it('gives the owner every menu entry, as before members existed', () => {
    expect(stylistMenuFor('owner').map((item) => item.key)).toEqual([
      'dashboard',
      'calendar',
      'appointments',
      'customers',
      'services',
      'reviews',
      'waitlist',
      'settings',
    ]);
  });

  it('hides billing, payouts and integrations from a manager, who reads the team', () => {
    expect(stylistMenuFor('manager').map((item) => item.key)).toContain('dashboard');
    expect(mayUse('manager', 'billing')).toBe(false);
    expect(mayUse('manager', 'integrations')).toBe(false);
    expect(mayUse('manager', 'team')).toBe(true);
    expect(mayUse('manager', 'teamManagement')).toBe(false);
  });

  it('hides the statistics, reviews, waitlist, team, billing, payouts and integrations from staff', () => {
    expect(stylistMenuFor('staff').map((item) => item.key)).toEqual(['calendar', 'appointments', 'customers', 'services', 'settings']);
    expect(mayUse('staff', 'team')).toBe(false);
  });

  it('offers nothing to someone without a member role', () => {
    expect(mayUse(null, 'team')).toBe(false);
    expect(stylistMenuFor(null).map((item) => item.key)).not.toContain('dashboard');
  });
});
