import { Button, Group, Stack, type MantineSpacing } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabFrame } from './tab-frame';

type SettingsFormProps = {
  title: string;
  description?: string;
  /** Shows the tab's pending overlay (loading or saving). */
  busy: boolean;
  /** The save button spins while this is true. */
  saving: boolean;
  /** false disables the save button (the default leaves it enabled). */
  canSave?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Buttons shown at the start of the action row, opposite Save. */
  actions?: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
};

/** A settings tab that is one form: its fields, then a row with the Save button at the end. */
export function SettingsForm({
  title,
  description,
  busy,
  saving,
  canSave = true,
  onSubmit,
  actions,
  gap = 'md',
  children,
}: SettingsFormProps) {
  const { t } = useTranslation('settings');
  return (
    <TabFrame title={title} description={description} busy={busy}>
      {/* Named by its title: a tab may hold more than one form (Account: her details, her country and currency). */}
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap={gap}>
          {children}
          <Group justify={actions ? 'space-between' : 'flex-end'}>
            {actions}
            <Button type="submit" disabled={!canSave} loading={saving}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </TabFrame>
  );
}
