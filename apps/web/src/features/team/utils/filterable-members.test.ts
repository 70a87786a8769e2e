import { describe, expect, it } from 'vitest';
import { filterableMembers, parseMemberParam } from './filterable-members';

const anna = { id: 1, name: 'Anna', active: true, seesTeamCalendar: false };
const dana = { id: 2, name: 'Dana', active: true, seesTeamCalendar: false };
const gone = { id: 3, name: 'Ina', active: false, seesTeamCalendar: false };

describe('the member filter of the lists (issue #34, D68)', () => {
  it('lists the active members for owners and managers, in order', () => {
    expect(filterableMembers([anna, dana, gone], 'owner', 1)).toEqual([{ id: 1, name: 'Anna' }, { id: 2, name: 'Dana' }]);
    expect(filterableMembers([anna, dana], 'manager', 1)).toHaveLength(2);
  });

  it('gives staff the team only when she may see it', () => {
    expect(filterableMembers([anna, dana], 'staff', 2)).toEqual([]);
    expect(filterableMembers([anna, { ...dana, seesTeamCalendar: true }], 'staff', 2)).toHaveLength(2);
  });

  it('reads `member` from the URL: a positive id, or everyone', () => {
    expect(parseMemberParam('7')).toBe(7);
    for (const bad of [null, '', '0', '-2', '2.5', 'dana']) expect(parseMemberParam(bad)).toBeNull();
  });
});
