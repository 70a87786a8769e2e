import { describe, expect, it } from 'vitest';
import * as rules from './rules';

type Case = { rule: string; check: (v: unknown) => boolean; accept: unknown[]; reject: unknown[] };

const cases: Case[] = [
  { rule: 'required', check: rules.required, accept: ['a', 0, ' x ', ['a'], true], reject: ['', '   ', null, undefined, [], false] },
  { rule: 'email', check: rules.email, accept: ['anna@chairly.test', 'a.b+c@mail.example.com', ' x@y.de '], reject: ['anna', 'anna@', 'anna@host', '@chairly.test', 'a b@c.de'] },
  { rule: 'min:3', check: (v) => rules.min(v, 3), accept: ['abc', 'abcd', ['a', 'b', 'c']], reject: ['ab', 'a', ['a']] },
  { rule: 'length:4', check: (v) => rules.length(v, 4), accept: ['abcd', 1234], reject: ['abc', 'abcde'] },
  { rule: 'confirmed', check: (v) => rules.confirmed(v, 'Secret1!'), accept: ['Secret1!'], reject: ['secret1!', 'Secret1'] },
  { rule: 'regex', check: (v) => rules.regex(v, /^[A-Z]{2}\d$/g), accept: ['AB1', 'ZZ9'], reject: ['ab1', 'ABC', 'AB12'] },
  { rule: 'regex (string)', check: (v) => rules.regex(v, '^\\d+$'), accept: ['123'], reject: ['12a'] },
  { rule: 'between:1,96', check: (v) => rules.between(v, 1, 96), accept: [1, 96, '50', 1.5], reject: [0, 97, '0.5', 'abc', -1] },
  { rule: 'alpha', check: rules.alpha, accept: ['Anna', 'Müller', 'Élodie', 'João'], reject: ['Anna1', 'Anna Berg', 'a-b', 'a_b'] },
  { rule: 'alpha_num', check: rules.alphaNum, accept: ['Anna1', 'abc', '123', 'Jörg2'], reject: ['anna-1', 'a b', 'a_b', 'a!'] },
  { rule: 'alpha_dash', check: rules.alphaDash, accept: ['anna-berg', 'anna_berg', 'Anna1', 'ö-1'], reject: ['anna berg', 'anna.berg', 'anna!'] },
  { rule: 'integer', check: rules.integer, accept: ['12', '-3', 0, 42], reject: ['1.5', 'abc', '1e3', 1.5] },
  { rule: 'digits:4', check: (v) => rules.digits(v, 4), accept: ['1234', '0012', 1234], reject: ['123', '12345', '12a4', '-123'] },
  { rule: 'positive', check: rules.positive, accept: [0, 1, 12.5, '3'], reject: [-1, '-0.5', 'abc'] },
  { rule: 'creditCard', check: rules.creditCard, accept: ['341234567890123', '371234567890123'], reject: ['351234567890123', '34123456789012', '3412345678901234', '4111111111111111', '34123456789012a'] },
  { rule: 'password', check: rules.password, accept: ['Chairly-demo1!', 'Abcdef1!', 'aB3(zzzz'], reject: ['Abcdefg1', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Ab1!', 'Abcdef1-'] },
  { rule: 'url', check: rules.url, accept: ['https://facebook.com/anna', 'http://www.example.de', 'instagram.com/anna', 'https://sub.example.co.uk/a?b=1'], reject: ['not a url', 'ftp://example.com', 'javascript:alert(1)', 'https://localhost', 'http://', 'example'] },
  { rule: 'price', check: rules.price, accept: [0.01, 10, '12.50', 99.99], reject: [0, -5, '0', '1.234', 'abc'] },
  { rule: 'wholeHour', check: rules.wholeHour, accept: ['00:00', '08:00', '23:00'], reject: ['24:00', '8:00', '08:30', 'x'] },
  { rule: 'cancellationWindowHours', check: rules.cancellationWindowHours, accept: [1, 48, 96, '24'], reject: [0, 97, 1.5, -1, 'abc'] },
];

describe('validation rules', () => {
  for (const { rule, check, accept, reject } of cases) {
    it(`${rule} accepts ${JSON.stringify(accept)}`, () => {
      for (const value of accept) expect(check(value), JSON.stringify(value)).toBe(true);
    });
    it(`${rule} rejects ${JSON.stringify(reject)}`, () => {
      for (const value of reject) expect(check(value), JSON.stringify(value)).toBe(false);
    });
    if (rule !== 'required') {
      it(`${rule} lets empty values pass`, () => {
        for (const value of ['', null, undefined]) expect(check(value)).toBe(true);
      });
    }
  }

  it('timeBefore: from must be strictly earlier than to', () => {
    expect(rules.timeBefore('08:00', '18:00')).toBe(true);
    expect(rules.timeBefore('18:00', '18:00')).toBe(false);
    expect(rules.timeBefore('19:00', '08:00')).toBe(false);
  });

  it('isEmpty treats only null, undefined, empty string and empty array as empty', () => {
    for (const value of [null, undefined, '', []]) expect(rules.isEmpty(value)).toBe(true);
    for (const value of [0, false, ' ', ['']]) expect(rules.isEmpty(value)).toBe(false);
  });
});
