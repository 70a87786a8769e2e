import { describe, expect, it } from 'vitest';
import { eventsOfMember, firstSlot, parseFilter, visibleMembers } from './team-columns';

const member = (id: number, name: string, extra: { active?: boolean; seesTeamCalendar?: boolean } = {}) => ({ id, name, photo: null, active: true, seesTeamCalendar: false, ...extra });
const ANNA = member(1, 'Anna');
const ELI = member(3, 'Eli');
const DANA = member(2, 'Dana');
const OFF = member(4, 'Off', { active: false });

describe('whose calendars she sees (issue #34)', () => {
  it('an owner or a manager: every active member, in the list’s order', () => {
    expect(visibleMembers([ANNA, ELI, DANA, OFF], 'owner', 1).map((m) => m.name)).toEqual(['Anna', 'Eli', 'Dana']);
    expect(visibleMembers([ANNA, ELI, DANA, OFF], 'manager', 3).map((m) => m.name)).toEqual(['Anna', 'Eli', 'Dana']);
    // An owner's older token has no member id: she still sees everyone.
    expect(visibleMembers([ANNA, DANA], 'owner', null)).toHaveLength(2);
  });

  it('staff: herself only, unless the owner lets her see the team’s calendar', () => {
    expect(visibleMembers([ANNA, ELI, DANA], 'staff', 2).map((m) => m.name)).toEqual(['Dana']);
    expect(visibleMembers([ANNA, ELI, { ...DANA, seesTeamCalendar: true }], 'staff', 2).map((m) => m.name)).toEqual(['Anna', 'Eli', 'Dana']);
    expect(visibleMembers([ANNA, DANA], 'staff', 99)).toEqual([]);
  });

  it('a one-member business has one calendar: no columns, no filter', () => {
    expect(visibleMembers([ANNA], 'owner', 1)).toEqual([{ id: 1, name: 'Anna', photo: null }]);
  });
});

describe('a member’s column', () => {
  const appointment = (memberId: number) => ({ extendedProps: { appointment: { memberId } } }) as never;
  const blocked = (memberId: number) => ({ extendedProps: { blockedTime: { memberId } } }) as never;
  const closed = { id: 'closed-2031-03-10', display: 'background' };

  it('holds her appointments and blocked time and the salon’s closed days', () => {
    const events = [appointment(1), appointment(2), blocked(2), blocked(1), closed];
    expect(eventsOfMember(events, 2)).toEqual([events[1], events[2], closed]);
  });

  it('holds her own closed days, not another member’s (issue #34)', () => {
    const hers = { id: 'closed-2-2031-03-10', display: 'background', extendedProps: { closedFor: 2 } };
    const his = { id: 'closed-3-2031-03-10', display: 'background', extendedProps: { closedFor: 3 } };
    expect(eventsOfMember([hers, his, closed], 2)).toEqual([hers, closed]);
  });

  it('the filter’s value is a member of the list, else everyone', () => {
    expect(parseFilter('2', [ANNA, DANA])).toBe(2);
    expect(parseFilter('all', [ANNA, DANA])).toBe('all');
    expect(parseFilter('77', [ANNA, DANA])).toBe('all');
  });
});

describe('the first hour of the day’s columns', () => {
  const at = (start: string, end: string) => ({ start, end });
  it('07:00, or the hour of an earlier appointment that day', () => {
    expect(firstSlot([], '2031-03-10')).toBe('07:00');
    expect(firstSlot([at('2031-03-10T09:00:00+01:00', '2031-03-10T10:00:00+01:00')], '2031-03-10')).toBe('07:00');
    expect(firstSlot([at('2031-03-10T05:30:00+01:00', '2031-03-10T06:30:00+01:00')], '2031-03-10')).toBe('05:00');
  });

  it('midnight for a range that began the day before; other days do not count', () => {
    expect(firstSlot([at('2031-03-09T20:00:00+01:00', '2031-03-10T12:00:00+01:00')], '2031-03-10')).toBe('00:00');
    expect(firstSlot([at('2031-03-09T05:00:00+01:00', '2031-03-09T06:00:00+01:00'), at('2031-03-11T05:00:00+01:00', '2031-03-11T06:00:00+01:00')], '2031-03-10')).toBe('07:00');
  });
});
