import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@/lib/runtime';
import { useSubdomainCheck } from '../api/subdomain-check';
import { localSubdomainStatus, normaliseSubdomain } from '../utils/register-form';
import type { SubdomainStatus } from '../utils/register-form';

const CHECK_DELAY_MS = 350;
const statusColor: Record<SubdomainStatus, string> = {
  available: 'teal.9',
  invalid: 'red.8',
  reserved: 'red.8',
  taken: 'red.8',
};

type SubdomainFieldProps = { field: UseFormRegisterReturn; value: string; error?: string };

/** Subdomain input with a live availability check (debounced) and a preview of the address. */
export function SubdomainField({ field, value, error }: SubdomainFieldProps) {
  const { t } = useTranslation('auth');
  const { originOf } = useRuntime();
  const typed = normaliseSubdomain(value);
  const [settled] = useDebouncedValue(typed, CHECK_DELAY_MS);
  const local = settled ? localSubdomainStatus(settled) : null;
  const check = useSubdomainCheck(settled && !local ? settled : null);
  const checking = typed !== settled || check.isFetching;

  let status: SubdomainStatus | null = local;
  if (!status && check.data && check.data.subdomain === settled)
    status = check.data.available ? 'available' : (check.data.reason ?? 'taken');

  return (
    <Stack gap={4}>
      <TextInput
        {...field}
        label={t('register.subdomain.label')}
        description={t('register.subdomain.hint')}
        error={error}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        required
        aria-describedby="subdomain-status subdomain-preview"
        rightSection={typed && checking ? <Loader size="xs" aria-hidden /> : null}
      />
      <Text
        id="subdomain-status"
        size="sm"
        aria-live="polite"
        c={status ? statusColor[status] : 'dimmed'}
      >
        {typed && checking
          ? t('register.subdomain.checking')
          : status && !error
            ? t(`register.subdomain.${status}`)
            : ''}
      </Text>
      <Text id="subdomain-preview" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('register.subdomain.preview')}{' '}
        <Text span fw={600} c="dark.7">
          {originOf(typed || t('register.subdomain.placeholder'))}
        </Text>
      </Text>
    </Stack>
  );
}
