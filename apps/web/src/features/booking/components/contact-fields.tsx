import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactErrors, ContactField } from '../utils/contact-form';

type Props = {
  values: Record<ContactField, string>;
  errors: ContactErrors;
  onChange: (field: ContactField, value: string) => void;
};

const FIELDS: { field: ContactField; autoComplete: string; type?: string; required?: boolean }[] = [
  { field: 'name', autoComplete: 'given-name', required: true },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'email', autoComplete: 'email', type: 'email', required: true },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
];

/** Contact details for the stylist, prefilled from the customer's profile at this stylist. */
export function ContactFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation('booking');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {FIELDS.map(({ field, autoComplete, type, required }) => (
        <TextInput
          key={field}
          label={t(`contact.${field}`)}
          type={type}
          autoComplete={autoComplete}
          required={required}
          value={values[field]}
          onChange={(event) => onChange(field, event.currentTarget.value)}
          error={
            errors[field]
              ? t(`contact.errors.${errors[field]}`, { field: t(`contact.${field}`) })
              : undefined
          }
        />
      ))}
    </SimpleGrid>
  );
}
