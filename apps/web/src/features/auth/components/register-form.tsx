import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { storeFlag } from '@/lib/cookies';
import { useRuntime } from '@/lib/runtime';
import { refreshApiToken } from '@/lib/token-refresh';
import { useRegisterStylist } from '../api/register-stylist';
import { localSubdomainStatus, registerDefaults, registerFormSchema } from '../utils/register-form';
import type { RegisterField, RegisterFormInput, RegisterFormValues } from '../utils/register-form';
import { SubdomainField } from './subdomain-field';
import { CountryField } from './country-field';
import { TimeZoneField } from './time-zone-field';

const nameFields = ['name', 'lastname'] as const;

/** Registration (docs/product.md §2 /register): business, subdomain, name and time zone → the new subdomain. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { originOf } = useRuntime();
  const register = useRegisterStylist();
  const [failed, setFailed] = useState(false);
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: registerDefaults,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const subdomain = form.watch('subdomain') ?? '';
  const timeZone = form.watch('timeZone');
  const country = form.watch('country');
  const setCountry = useCallback(
    (code: string | undefined) => {
      if (code === undefined) form.resetField('country');
      else form.setValue('country', code, { shouldValidate: form.formState.isSubmitted });
    },
    [form],
  );
  const setTimeZone = useCallback(
    (id: number | undefined) => {
      if (id === undefined) form.resetField('timeZone');
      else form.setValue('timeZone', id, { shouldValidate: form.formState.isSubmitted });
    },
    [form],
  );

  const messageFor = (field: RegisterField): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    if (field === 'subdomain') {
      const status =
        error.type === 'conflict' ? 'taken' : (localSubdomainStatus(subdomain) ?? 'invalid');
      return t(`register.subdomain.${status}`);
    }
    if (field === 'timeZone') return t('register.errors.timeZone');
    if (field === 'country' || field === 'currency') return t('register.errors.country');
    return form.getValues(field) ? t('register.errors.tooLong') : t('register.errors.required');
  };

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      const stylist = await register.mutateAsync(values);
      // A new token carries the subdomain claim (the guard ties stylist sessions to it).
      if (!(await refreshApiToken())) return;
      storeFlag('isRegistered', true);
      window.location.assign(originOf(stylist.subdomain ?? values.subdomain) + paths.calendar());
    } catch (error: unknown) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('subdomain', { type: 'conflict' }, { shouldFocus: true });
        return;
      }
      console.error('registration failed', error);
      setFailed(true);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failed && (
          <Alert color="red" role="alert" title={t('register.failedTitle')}>
            {t('register.failed')}
          </Alert>
        )}
        <TextInput
          {...form.register('businessName')}
          label={t('register.businessName')}
          error={messageFor('businessName')}
          autoComplete="organization"
          required
        />
        <SubdomainField
          field={form.register('subdomain')}
          value={subdomain}
          error={messageFor('subdomain')}
        />
        <Group grow align="flex-start" wrap="wrap" gap="md">
          {nameFields.map((field) => (
            <TextInput
              key={field}
              {...form.register(field)}
              label={t(`register.${field}`)}
              error={messageFor(field)}
              autoComplete={field === 'name' ? 'given-name' : 'family-name'}
              required
              miw={200}
            />
          ))}
        </Group>
        <CountryField value={country} onChange={setCountry} error={messageFor('country')} />
        <TimeZoneField value={timeZone} onChange={setTimeZone} error={messageFor('timeZone')} />
        <Button type="submit" size="md" loading={isSubmitting} fullWidth>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
