import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NewCustomer } from './use-new-appointment';

type Props = { value: NewCustomer; onChange: (value: NewCustomer) => void; error?: string };

/** A new customer added without leaving the form: only the name is required. */
export function NewCustomerFields({ value, onChange, error }: Props) {
  const { t } = useTranslation('calendar');
  const field = (key: keyof NewCustomer) => ({
    value: value[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: event.currentTarget.value }),
  });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput label={t('form.name')} required error={error} {...field('name')} />
      <TextInput label={t('form.lastName')} {...field('lastName')} />
      <TextInput label={t('form.email')} type="email" {...field('email')} />
      <TextInput label={t('form.phone')} type="tel" {...field('phone')} />
    </SimpleGrid>
  );
}
