import { describe, expect, it } from 'vitest';
import { memberIdOf, memberParamOf, namesMember } from './member-choice';

const owner = { id: 1 };
const dana = { id: 2 };
const eli = { id: 3 };

describe('memberParamOf', () => {
  it('sends nothing for a business with one bookable member, or while her list is unknown', () => {
    expect(memberParamOf([owner], null)).toBeUndefined();
    expect(memberParamOf([owner], 1)).toBeUndefined();
    expect(memberParamOf(undefined, 2)).toBeUndefined();
  });

  it('sends any, or the chosen member while she is listed', () => {
    expect(memberParamOf([owner, dana, eli], null)).toBe('any');
    expect(memberParamOf([owner, dana, eli], 2)).toBe(2);
    // Book again with a member who has left: anyone available.
    expect(memberParamOf([owner, dana], 3)).toBe('any');
  });
});

describe('memberIdOf', () => {
  it('names a chosen member only', () => {
    expect(memberIdOf(2)).toEqual({ memberId: 2 });
    expect(memberIdOf('any')).toEqual({});
    expect(memberIdOf(undefined)).toEqual({});
  });
});

describe('namesMember', () => {
  it('never for a one-member business', () => {
    expect(namesMember([owner], 1)).toBe(false);
    expect(namesMember(undefined, 1)).toBe(false);
  });

  it('for a team, and for a booking with someone no longer listed', () => {
    expect(namesMember([owner, dana], 1)).toBe(true);
    expect(namesMember([owner], 2)).toBe(true);
    expect(namesMember([owner, dana], undefined)).toBe(false);
  });
});
