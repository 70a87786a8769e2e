import { describe, expect, it } from 'vitest';
import { ownMemberOf, weekChoices, weekTarget } from './week-members';

const anna = { id: 1, name: 'Anna', role: 'owner' as const, active: true };
const eli = { id: 2, name: 'Eli', role: 'manager' as const, active: true };
const dana = { id: 3, name: 'Dana', role: 'staff' as const, active: true };
const gone = { id: 4, name: 'Gone', role: 'staff' as const, active: false };

describe('whose week the Open hours tab shows (issue #34 stage 2)', () => {
  it('owners and managers choose among the active members; staff and one-member businesses get no choice', () => {
    expect(weekChoices([anna, eli, dana, gone], 'owner').map((m) => m.id)).toEqual([1, 2, 3]);
    expect(weekChoices([anna, eli, dana], 'manager')).toHaveLength(3);
    expect(weekChoices([anna, eli, dana], 'staff')).toEqual([]);
    expect(weekChoices([anna], 'owner')).toEqual([]);
    expect(weekChoices([anna, gone], 'owner')).toEqual([]);
  });

  it('her own id comes from her token, or is the owner’s row for an owner’s older token', () => {
    expect(ownMemberOf([anna, dana], 'staff', 3)).toBe(3);
    expect(ownMemberOf([anna, dana], 'owner', null)).toBe(1);
    expect(ownMemberOf([anna, dana], 'staff', null)).toBeNull();
  });

  it('herself needs no `member`; another member is named; the owner’s rules are the business’s', () => {
    expect(weekTarget(null, 1, [anna, dana], 'owner')).toEqual({
      member: undefined,
      business: true,
      id: 1,
    });
    expect(weekTarget(1, 1, [anna, dana], 'owner')).toEqual({
      member: undefined,
      business: true,
      id: 1,
    });
    expect(weekTarget(3, 1, [anna, dana], 'owner')).toEqual({ member: 3, business: false, id: 3 });
    expect(weekTarget(1, 2, [anna, eli], 'manager')).toEqual({ member: 1, business: true, id: 1 });
    expect(weekTarget(null, 3, [anna, dana], 'staff')).toEqual({
      member: undefined,
      business: false,
      id: 3,
    });
  });
});
