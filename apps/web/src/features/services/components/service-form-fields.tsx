import { DEPOSIT_PERCENT_OPTIONS } from '@chairly/shared/constants';
import { SERVICE_DEPOSIT_MODES } from '@chairly/shared/payments/deposits';
import { SERVICE_DEPOSIT_AMOUNT } from '@chairly/shared/services/contracts';
import { Group, NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStylistCurrency } from '@/lib/stylist-profile';
// Not from the ui barrel: NumberInput would join the chunk every page loads (bundle budgets).
import { AmountInput } from '@/components/ui/amount-input';
import { useMoney } from '@/lib/money';
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
 * Issue #20: the service's own deposit while the stylist requires one: her rule, none, a
 * percentage of its price or a fixed amount (in her currency); the value's field follows the choice.
 */
function DepositFields({ form }: { form: Form }) {
  const { t } = useTranslation('services');
  const currency = useStylistCurrency();
  const mode = form.watch('depositMode') ?? 'default';
  const money = useMoney(currency);
  // The fixed deposit's bounds are in major units of her currency (SERVICE_DEPOSIT_AMOUNT).
  const error = form.formState.errors.depositValue ? t(`deposit.invalid.${mode}`, { min: money(SERVICE_DEPOSIT_AMOUNT.min), max: money(SERVICE_DEPOSIT_AMOUNT.max) }) : undefined;
  return (
    <Stack gap={4}>
      <SimpleGrid cols={2} spacing="md">
        <Controller
          control={form.control}
          name="depositMode"
          render={({ field }) => (
            <Select
              label={t('fields.depositMode')}
              allowDeselect={false}
              data={SERVICE_DEPOSIT_MODES.map((value) => ({ value, label: t(`deposit.modes.${value}`) }))}
              value={field.value ?? 'default'}
              onChange={(value) => {
                field.onChange(value);
                form.setValue('depositValue', value === 'percentage' ? DEPOSIT_PERCENT_OPTIONS[1] : null);
              }}
            />
          )}
        />
        {mode === 'percentage' && (
          <Controller
            control={form.control}
            name="depositValue"
            render={({ field }) => (
              <Select
                label={t('fields.depositPercent')}
                allowDeselect={false}
                data={DEPOSIT_PERCENT_OPTIONS.map((value) => ({ value: String(value), label: `${value}%` }))}
                value={field.value === null || field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? null : Number(value))}
                error={error}
              />
            )}
          />
        )}
        {mode === 'amount' && (
          <Controller
            control={form.control}
            name="depositValue"
            render={({ field }) => (
              <AmountInput
                label={t('fields.depositAmount')}
                currency={currency}
                clampBehavior="none"
                hideControls
                value={field.value}
                onChange={(amount) => field.onChange(amount ?? null)}
                onBlur={field.onBlur}
                error={error}
              />
            )}
          />
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('hints.deposit')}
      </Text>
    </Stack>
  );
}

/**
 * Name, Price (in her currency), Hourly (No/Yes), Duration (m), Category (tree), Public (No/Yes), then the buffer
 * after it and its processing window (issue #18), then its own deposit (issue #20): the add panel
 * and the edit screen.
 */
export function ServiceFormFields({ form }: { form: Form }) {
  const { t, i18n } = useTranslation('services');
  const currency = useStylistCurrency();
  const { errors } = form.formState;
  const message = (name: ServiceField) => fieldMessage(errors[name]?.message, i18n.language, t(`fields.${name}`));
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
          <AmountInput
            label={t('fields.price')}
            withAsterisk
            currency={currency}
            clampBehavior="none"
            hideControls
            value={field.value}
            onChange={field.onChange}
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
      <DepositFields form={form} />
    </Stack>
  );
}
