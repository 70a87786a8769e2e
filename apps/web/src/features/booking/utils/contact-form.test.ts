import { describe, expect, it } from 'vitest';
import { checkContact } from './contact-form';

describe('checkContact', () => {
  it('accepts a contact and normalises the e-mail', () => {
    const { contact, errors } = checkContact({
      name: ' Carla ',
      lastName: '',
      email: 'Carla@Chairly.test',
      phone: '+49 30 1234',
    });
    expect(errors).toEqual({});
    expect(contact).toEqual({
      name: 'Carla',
      lastName: '',
      email: 'carla@chairly.test',
      phone: '+49 30 1234',
    });
  });

  it('names the missing and the malformed fields', () => {
    const { contact, errors } = checkContact({
      name: ' ',
      lastName: '',
      email: 'carla@',
      phone: 'call me',
    });
    expect(contact).toBeNull();
    expect(errors).toEqual({ name: 'required', email: 'invalid', phone: 'invalid' });
  });
});
