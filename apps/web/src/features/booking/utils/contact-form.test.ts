import { describe, expect, it } from 'vitest';
import { checkContact } from './contact-form';

describe('checkContact', () => {
  it('accepts a contact and normalises the e-mail', () => {
    const { contact, errors } = checkContact({
      name: ' Carla ',
      lastName: '',
      email: 'Carla@Chairly.test',
      phone: '030 1234567',
    }, 'DE');
    expect(errors).toEqual({});
    expect(contact).toEqual({
      name: 'Carla',
      lastName: '',
      email: 'carla@chairly.test',
      // Read in the stylist's country, sent in E.164 as the server stores it (issue #29.4).
      phone: '+49301234567',
    });
  });

  it('names the missing and the malformed fields', () => {
    const { contact, errors } = checkContact({
      name: ' ',
      lastName: '',
      email: 'carla@',
      phone: 'call me',
    }, 'DE');
    expect(contact).toBeNull();
    expect(errors).toEqual({ name: 'required', email: 'invalid', phone: 'invalid' });
  });

  it('refuses a number valid for no region, accepts another country written internationally', () => {
    const contact = (phone: string, region: string | null) => checkContact({ name: 'Carla', lastName: '', email: 'carla@chairly.test', phone }, region);
    expect(contact('123', 'DE').errors).toEqual({ phone: 'invalid' });
    expect(contact('0151 2345678', null).errors).toEqual({ phone: 'invalid' });
    expect(contact('+351 912 345 678', 'DE').contact?.phone).toBe('+351912345678');
    expect(contact('', 'DE').contact?.phone).toBe('');
  });
});
