import { describe, expect, it } from 'vitest';
import { translateMessage } from './message-token';
import { parseRules, zRules } from './zod-rules';

function check(spec: Parameters<typeof zRules>[0], value: string, field = 'Field'): string {
  const result = zRules(spec, { field }).safeParse(value);
  return result.success ? 'ok' : translateMessage(result.error.issues[0]?.message ?? '');
}

describe('zRules', () => {
  it('parses vee-validate rule strings', () => {
    expect(parseRules('required|min:3|between:1,96|alpha-dash')).toEqual({ required: true, min: 3, between: [1, 96], alpha_dash: true });
    expect(() => parseRules('required|shout')).toThrow(/Unknown validation rule/);
    expect(() => parseRules('min:x')).toThrow(/needs a number/);
  });

  const table: [string, string, string, string][] = [
    ['required', 'x', '', 'The Field field is required'],
    ['email', 'a@b.de', 'a@b', 'The Field field must be a valid email'],
    ['min:3', 'abc', 'ab', 'The Field field must be at least 3 characters'],
    ['length:2', 'ab', 'abc', 'The Field field must be 2 characters long'],
    ['digits:3', '123', '12a', 'The Field field must be exactly 3 digits'],
    ['between:1,48', '48', '49', 'The Field field must be between 1 and 48'],
    ['alpha', 'Anna', 'Anna1', 'The Field field may only contain alphabetic characters'],
    ['alpha_num', 'Anna1', 'Anna-1', 'The Field field may only contain letters and digits'],
    ['alpha_dash', 'anna-1_b', 'anna 1', 'The Field field may only contain letters, digits, dashes and underscores'],
    ['integer', '-12', '1.2', 'The Field field must be an integer'],
  ];
  it.each(table)('%s accepts %j and rejects %j', (spec, good, bad, message) => {
    expect(check(spec, good)).toBe('ok');
    expect(check(spec, bad)).toBe(message);
  });

  it('regex (object form)', () => {
    expect(check({ regex: /^[a-z]+$/ }, 'anna')).toBe('ok');
    expect(check({ regex: /^[a-z]+$/ }, 'Anna')).toBe('The Field field format is invalid');
  });

  it('confirmed is an object-level rule: see refineConfirmed', () => {
    expect(() => parseRules('confirmed')).toThrow();
  });

  it('reports the first failing rule only, in rule order', () => {
    const result = zRules('required|min:3|alpha', { field: 'Name' }).safeParse('');
    expect(result.error?.issues).toHaveLength(1);
    expect(check('required|min:3|alpha', 'a1', 'Name')).toBe('The Name field must be at least 3 characters');
  });

  it('lets an empty string pass every rule but required', () => {
    expect(check('email|min:3|digits:4|alpha', '')).toBe('ok');
  });

  it('translates with the field label', () => {
    const result = zRules('min:3', { field: 'Name' }).safeParse('a');
    expect(translateMessage(result.error?.issues[0]?.message ?? '', 'de', { _field_: 'Vorname' })).toBe('Vorname muss mindestens 3 Zeichen lang sein');
  });
});
