import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

const base = 'chairly.localhost';

describe('safeReturnUrl', () => {
  it('accepts the base domain and its subdomains', () => {
    expect(safeReturnUrl('http://anna.chairly.localhost:3000/services/bookings?p=2', base)).toBe(
      'http://anna.chairly.localhost:3000/services/bookings?p=2',
    );
    expect(safeReturnUrl('https://chairly.localhost/', base)).toBe('https://chairly.localhost/');
  });

  it('refuses other sites, look-alikes, other schemes and relative or missing values', () => {
    for (const value of [
      'https://evil.example/',
      'https://chairly.localhost.evil.example/',
      'https://evilchairly.localhost/',
      'javascript:alert(1)',
      'https://user:pw@anna.chairly.localhost/',
      '/services/bookings',
      '',
      null,
      42,
    ]) {
      expect(safeReturnUrl(value, base)).toBeNull();
    }
  });
});
