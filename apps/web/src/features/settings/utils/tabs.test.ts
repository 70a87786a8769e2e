import { describe, expect, it } from 'vitest';
import { tabFromQuery, tabsFor } from './tabs';

describe('settings tabs by member role (issue #34)', () => {
  it('shows the owner every tab, Team second', () => {
    expect(tabsFor('owner')).toEqual(['account', 'team', 'open-hours', 'payment', 'policy', 'notifications', 'subscription', 'api-keys', 'webhooks', 'data']);
  });

  it('shows a manager the team (to read) and her own payouts, not billing or integrations', () => {
    expect(tabsFor('manager')).toEqual(['account', 'team', 'open-hours', 'payment', 'policy', 'notifications']);
  });

  it('shows staff her own payouts (D66), neither the team, the messages, billing nor integrations', () => {
    expect(tabsFor('staff')).toEqual(['account', 'open-hours', 'payment', 'policy']);
  });

  it('opens the first tab when the address names a tab her role does not show', () => {
    expect(tabFromQuery('team', tabsFor('owner'))).toBe('team');
    expect(tabFromQuery('team', tabsFor('staff'))).toBe('account');
    expect(tabFromQuery('subscription', tabsFor('manager'))).toBe('account');
  });
});
