import { describe, expect, it } from 'vitest';
import { formatPlainAmount, formatPlainDateTime } from './plain-number';

describe('formatPlainAmount (spreadsheet cells, D44)', () => {
  it('writes the currency’s decimals with the given mark, no symbol and no grouping', () => {
    expect(formatPlainAmount(4550, 'EUR', '.')).toBe('45.50');
    expect(formatPlainAmount(4550, 'EUR', ',')).toBe('45,50');
    expect(formatPlainAmount(123456789, 'EUR', ',')).toBe('1234567,89');
    expect(formatPlainAmount(5, 'EUR', '.')).toBe('0.05');
    expect(formatPlainAmount(0, 'BRL', ',')).toBe('0,00');
    expect(formatPlainAmount(4500, 'JPY', ',')).toBe('4500');
    expect(formatPlainAmount(12345, 'KWD', '.')).toBe('12.345');
    expect(formatPlainAmount(-250, 'USD', '.')).toBe('-2.50');
  });
});

describe('formatPlainDateTime', () => {
  it('is the wall clock of the zone, across a DST change', () => {
    expect(formatPlainDateTime(Date.parse('2031-03-10T22:30:00Z'), 'Europe/Berlin')).toBe('2031-03-10 23:30');
    expect(formatPlainDateTime(Date.parse('2031-03-30T01:30:00Z'), 'Europe/Berlin')).toBe('2031-03-30 03:30');
    expect(formatPlainDateTime(Date.parse('2031-03-30T00:30:00Z'), 'Europe/Berlin')).toBe('2031-03-30 01:30');
    expect(formatPlainDateTime(Date.parse('2031-01-01T00:00:00Z'), 'America/Sao_Paulo')).toBe('2030-12-31 21:00');
  });
});
