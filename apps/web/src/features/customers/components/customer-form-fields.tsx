import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage, type CustomerField, type CustomerFormOutput, type CustomerFormValues } from '../utils/customer-form';

type Form = UseFormReturn<CustomerFormValues, unknown, CustomerFormOutput>;

/** Name, last name, e-mail, phone and notes: the add panel and the edit screen. */
export function CustomerFormFields({ form }: { form: Form }) {
  const { t, i18n } = useTranslation('customers');
  const { errors } = form.formState;
  const message = (name: CustomerField) => fieldMessage(errors[name]?.message, i18n.language, t(`fields.${name}`));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.name')} withAsterisk autoComplete="off" error={message('name')} {...form.register('name')} />
        <TextInput label={t('fields.lastName')} autoComplete="off" error={message('lastName')} {...form.register('lastName')} />
        <TextInput label={t('fields.email')} type="email" autoComplete="off" error={message('email')} {...form.register('email')} />
        <TextInput label={t('fields.phone')} type="tel" autoComplete="off" error={message('phone')} {...form.register('phone')} />
      </SimpleGrid>
      <Textarea label={t('fields.notes')} autosize minRows={3} error={message('notes')} {...form.register('notes')} />
    </Stack>
  );
}
