import { describe, expect, it } from 'vitest';
import { findZoneId, localSubdomainStatus, registerFormSchema } from './register-form';

describe('registration form rules', () => {
  it('judges subdomains like the server: format and reserved names', () => {
    expect(localSubdomainStatus('Anna-Studio ')).toBeNull();
    expect(localSubdomainStatus('ab')).toBe('invalid');
    expect(localSubdomainStatus('-anna')).toBe('invalid');
    expect(localSubdomainStatus('app')).toBe('reserved');
  });

  it('preselects the zone whose name ends with the browser zone', () => {
    const zones = [
      { id: 1, name: '(UTC+00:00) Europe/London' },
      { id: 2, name: '(UTC+01:00) Europe/Berlin' },
    ];
    expect(findZoneId(zones, 'Europe/Berlin')).toBe(2);
    expect(findZoneId(zones, 'America/Lima')).toBeNull();
    expect(findZoneId(zones, null)).toBeNull();
  });

  it('accepts a complete registration and lowercases the subdomain', () => {
    const parsed = registerFormSchema.parse({
      businessName: ' Studio ',
      subdomain: 'My-Studio',
      name: 'Nora',
      lastname: 'Neu',
      timeZone: 2,
      country: 'de',
    });
    expect(parsed).toMatchObject({ businessName: 'Studio', subdomain: 'my-studio', country: 'DE' });
    expect(registerFormSchema.safeParse({ businessName: '', subdomain: 'x' }).success).toBe(false);
  });

  it('asks for a country the server knows (issue #29), though the API leaves it optional', () => {
    const complete = { businessName: 'Studio', subdomain: 'studio', name: 'Nora', lastname: 'Neu', timeZone: 2 };
    const missing = registerFormSchema.safeParse(complete);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path[0])).toEqual(['country']);
    expect(registerFormSchema.safeParse({ ...complete, country: 'XX' }).success).toBe(false);
  });
});
