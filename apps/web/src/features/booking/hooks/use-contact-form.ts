import { formatPhone } from '@chairly/shared/format/phone';
import { useEffect, useState } from 'react';
import { useCustomerProfile } from '../api/get-customer-profile';
import { usePublicCountry } from './use-public-country';
import { checkContact } from '../utils/contact-form';
import type { ContactErrors, ContactField } from '../utils/contact-form';

const blank: Record<ContactField, string> = { name: '', lastName: '', email: '', phone: '' };

/** Contact fields prefilled once from GET /api/logged-customer/customer, validated on submit. */
export function useContactForm() {
  const profile = useCustomerProfile();
  const country = usePublicCountry();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    if (filled || !profile.data) return;
    const { name, lastName, email, phone } = profile.data;
    // Her stored number (E.164) as the stylist's country writes it; it is read back on submit.
    setValues({ name, lastName, email, phone: formatPhone(phone, country) });
    setFilled(true);
  }, [filled, profile.data, country]);

  return {
    values,
    errors,
    loading: profile.isPending,
    onChange: (field: ContactField, value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    validate: () => {
      const result = checkContact(values, country);
      setErrors(result.errors);
      return result.contact;
    },
  };
}
