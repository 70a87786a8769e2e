import { Button, Drawer, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '@/lib/notify';

type ResourceFormProps = {
  ns: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** 'add' in the add panel, 'save' on the edit screen (`form.add` / `form.save`). */
  action: 'add' | 'save';
  /** Cancel closes the add panel, or links back to the list from the edit screen. */
  cancel: { onClick: () => void } | { to: string };
  children: ReactNode;
};

/** The fields of an add or edit form, then cancel and submit; submit says `form.saving` while pending. */
export function ResourceForm({ ns, onSubmit, pending, action, cancel, children }: ResourceFormProps) {
  const { t } = useTranslation(ns);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {children}
        <Group justify="flex-end">
          {'to' in cancel ? (
            <Button variant="default" component={Link} to={cancel.to}>
              {t('form.cancel')}
            </Button>
          ) : (
            <Button variant="default" onClick={cancel.onClick} disabled={pending}>
              {t('form.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={pending}>
            {pending ? t('form.saving') : t(`form.${action}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A failed save: the server's field messages on their fields, else the `<ns>:toast.saveFailed` toast. */
export function onSaveError(ns: string, showServerErrors: (error: unknown) => boolean) {
  return (error: unknown) => {
    if (!showServerErrors(error)) notify.error(`${ns}:toast.saveFailed`);
  };
}

type AddResourceDrawerProps = { ns: string; opened: boolean; onClose: () => void; children: ReactNode };

/** The `form.addTitle` side panel; its form is only mounted while open, so every opening starts fresh. */
export function AddResourceDrawer({ ns, opened, onClose, children }: AddResourceDrawerProps) {
  const { t } = useTranslation(ns);
  return (
    <Drawer opened={opened} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={onClose} position="right" title={t('form.addTitle')} size="md" padding="lg">
      {opened && children}
    </Drawer>
  );
}
