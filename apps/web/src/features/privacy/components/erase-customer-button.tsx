import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useEraseCustomer } from '../api/erasure';
import { erasureErrorKey } from './erasure-error';

/** "Erase customer" on the stylist's customer page, after a confirmation that says what is kept (D45). */
export function EraseCustomerButton({ customerId, onErased }: { customerId: number; onErased: () => void }) {
  const { t } = useTranslation('privacy');
  const [opened, setOpened] = useState(false);
  const erase = useEraseCustomer();
  const run = () =>
    erase.mutate(customerId, {
      onSuccess: () => {
        setOpened(false);
        notify.success('privacy:customer.done');
        onErased();
      },
      onError: (error) => {
        setOpened(false);
        notify.error(erasureErrorKey(error, 'customer'));
      },
    });
  return (
    <>
      <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
        {t('customer.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('customer.dialogTitle')} closeButtonProps={{ 'aria-label': t('common:close') }} centered>
        <Stack gap="md">
          <Text>{t('customer.description')}</Text>
          <Text>{t('customer.kept')}</Text>
          <Text fw={500}>{t('irreversible')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('customer.cancel')}
            </Button>
            <Button color="red.9" onClick={run} loading={erase.isPending}>
              {t('customer.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
