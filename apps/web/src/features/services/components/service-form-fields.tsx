import { Group, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage, type ServiceField, type ServiceFormOutput, type ServiceFormValues } from '../utils/service-form';
import { CategorySelect } from './category-select';

type Form = UseFormReturn<ServiceFormValues, unknown, ServiceFormOutput>;

function YesNo({ form, name, label, error }: { form: Form; name: 'hourly' | 'public'; label: string; error?: string }) {
  const { t } = useTranslation('services');
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Radio.Group label={label} withAsterisk value={field.value ? 'yes' : 'no'} onChange={(v) => field.onChange(v === 'yes')} error={error}>
          <Group gap="lg" mt={6}>
            <Radio value="no" label={t('no')} />
            <Radio value="yes" label={t('yes')} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

type MinutesField = 'duration' | 'bufferMinutes' | 'processingStartMinutes' | 'processingMinutes';

/** A whole number of minutes (0 or more); typed over a 0 ('015') it still reads as a number. */
function Minutes({ form, name, label, error, required = false, description }: { form: Form; name: MinutesField; label: string; error?: string; required?: boolean; description?: string }) {
  const number = (value: number | string) => (typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : undefined);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          withAsterisk={required}
          allowDecimal={false}
          min={0}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(number(value))}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

/**
 * Name, Price ($), Hourly (No/Yes), Duration (m), Category (tree), Public (No/Yes), then the buffer
 * after it and its processing window (issue #18): the add panel and the edit screen.
 */
export function ServiceFormFields({ form }: { form: Form }) {
  const { t, i18n } = useTranslation('services');
  const { errors } = form.formState;
  const message = (name: ServiceField) => fieldMessage(errors[name]?.message, i18n.language, t(`fields.${name}`));
  const number = (value: number | string) => (typeof value === 'number' ? value : undefined);
  const minutes = (name: MinutesField, extra: { required?: boolean; description?: string } = {}) => (
    <Minutes form={form} name={name} label={t(`fields.${name}`)} error={message(name)} {...extra} />
  );
  return (
    <Stack gap="md">
      <TextInput label={t('fields.name')} withAsterisk error={message('name')} {...form.register('name')} />
      <Controller
        control={form.control}
        name="price"
        render={({ field }) => (
          <NumberInput
            label={t('fields.price')}
            withAsterisk
            prefix="$"
            decimalScale={2}
            clampBehavior="none"
            hideControls
            value={field.value ?? ''}
            onChange={(value) => field.onChange(number(value))}
            onBlur={field.onBlur}
            error={message('price')}
          />
        )}
      />
      <YesNo form={form} name="hourly" label={t('fields.hourly')} error={message('hourly')} />
      {minutes('duration', { required: true })}
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => <CategorySelect value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={message('category')} />}
      />
      <YesNo form={form} name="public" label={t('fields.public')} error={message('public')} />
      {minutes('bufferMinutes', { description: t('hints.bufferMinutes') })}
      <Stack gap={4}>
        <SimpleGrid cols={2} spacing="md">
          {minutes('processingStartMinutes')}
          {minutes('processingMinutes')}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('hints.processing')}
        </Text>
      </Stack>
    </Stack>
  );
}
