import { useEffect, useState } from 'react';
import { useCustomerProfile } from '../api/get-customer-profile';
import { checkContact } from '../utils/contact-form';
import type { ContactErrors, ContactField } from '../utils/contact-form';

const blank: Record<ContactField, string> = { name: '', lastName: '', email: '', phone: '' };

/** Contact fields prefilled once from GET /api/logged-customer/customer, validated on submit. */
export function useContactForm() {
  const profile = useCustomerProfile();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    if (filled || !profile.data) return;
    const { name, lastName, email, phone } = profile.data;
    setValues({ name, lastName, email, phone });
    setFilled(true);
  }, [filled, profile.data]);

  return {
    values,
    errors,
    loading: profile.isPending,
    onChange: (field: ContactField, value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    validate: () => {
      const result = checkContact(values);
      setErrors(result.errors);
      return result.contact;
    },
  };
}
