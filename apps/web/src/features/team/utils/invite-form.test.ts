import { describe, expect, it } from 'vitest';
import { checkInvite } from './invite-form';

const labels = { email: 'E-mail', role: 'Role' };

describe('checkInvite', () => {
  it('accepts an address and a role, trimmed and in lower case as the API stores it', () => {
    expect(checkInvite({ email: '  Dana@Example.COM ', role: 'staff' }, 'en', labels)).toEqual({
      ok: true,
      body: { email: 'dana@example.com', role: 'staff' },
    });
  });

  it('names an empty or malformed address with the form label, in the reader language', () => {
    expect(checkInvite({ email: ' ', role: 'staff' }, 'en', labels)).toEqual({
      ok: false,
      errors: { email: 'The E-mail field is required' },
    });
    const english = checkInvite({ email: 'dana@', role: 'manager' }, 'en', labels);
    expect(english).toEqual({ ok: false, errors: { email: 'The E-mail field must be a valid email' } });
    const german = checkInvite({ email: 'dana@', role: 'manager' }, 'de', { email: 'E-Mail', role: 'Rolle' });
    expect(!german.ok && german.errors.email).toContain('E-Mail');
    expect(!german.ok && german.errors.email).not.toBe(!english.ok && english.errors.email);
  });

  it('refuses the owner role: a business has one owner', () => {
    const check = checkInvite({ email: 'dana@example.com', role: 'owner' as never }, 'en', labels);
    expect(check).toEqual({ ok: false, errors: { role: 'Choose a role from the list' } });
  });
});
