import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';

/**
 * Issue #34: the business's own settings (its details, currency, policies) as a staff member sees
 * them: readable, every field and button disabled (a disabled fieldset), with a word on who may
 * change them. The API refuses her writes (403) all the same; owners and managers get the forms as
 * they are.
 */
export function ReadOnlyForStaff({ children }: { children: ReactNode }) {
  const { t } = useTranslation('settings');
  if (useSession().memberRole !== 'staff') return children;
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light">
        {t('readOnlyForStaff')}
      </Alert>
      <fieldset disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {children}
      </fieldset>
    </Stack>
  );
}
