import { describe, expect, it } from 'vitest';
import { groupTimes } from './group-times';

describe('groupTimes', () => {
  it('splits a day at 12:00 and 17:00, in order', () => {
    expect(groupTimes(['17:00', '09:00', '11:45', '12:00', '16:45', '19:30'])).toEqual([
      { part: 'morning', times: ['09:00', '11:45'] },
      { part: 'afternoon', times: ['12:00', '16:45'] },
      { part: 'evening', times: ['17:00', '19:30'] },
    ]);
  });

  it('leaves out empty parts of the day', () => {
    expect(groupTimes(['13:00'])).toEqual([{ part: 'afternoon', times: ['13:00'] }]);
    expect(groupTimes([])).toEqual([]);
  });
});
