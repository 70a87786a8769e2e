import type { ErasureRequest } from '@chairly/shared/privacy/contracts';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useRuntime } from '@/lib/runtime';
import { useEraseMyData } from '../api/erasure';
import { erasureErrorKey } from './erasure-error';

type Scope = ErasureRequest['scope'];

/** "Erase my data" with its confirmation: what goes, what is kept and why, at this stylist or everywhere (D45). */
export function EraseMyData() {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const { originOf } = useRuntime();
  const [opened, setOpened] = useState(false);
  const [scope, setScope] = useState<Scope>('stylist');
  const erase = useEraseMyData();
  const run = () =>
    erase.mutate(
      { scope },
      {
        onSuccess: () => {
          setOpened(false);
          notify.success('privacy:erase.done');
          // Without her account she is signed out; her data at this stylist gone, she starts afresh here.
          if (scope === 'all') window.location.assign(originOf('app') + paths.logout());
          else void navigate(paths.booking());
        },
        onError: (error) => {
          setOpened(false);
          notify.error(erasureErrorKey(error, 'erase'));
        },
      },
    );
  return (
    <Stack gap="sm">
      <Text>{t('erase.description')}</Text>
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
          {t('erase.button')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('erase.dialogTitle')} closeButtonProps={{ 'aria-label': t('common:close') }} centered>
        <Stack gap="md">
          <Radio.Group label={t('erase.scopeLabel')} value={scope} onChange={(value) => setScope(value === 'all' ? 'all' : 'stylist')}>
            <Stack gap="xs" mt="xs">
              <Radio value="stylist" label={t('erase.scopeStylist')} />
              <Radio value="all" label={t('erase.scopeAll')} />
            </Stack>
          </Radio.Group>
          <Text>{t(scope === 'all' ? 'erase.goesAll' : 'erase.goesStylist')}</Text>
          <Text>{t('erase.kept')}</Text>
          <Text fw={500}>{t('irreversible')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('erase.cancel')}
            </Button>
            <Button color="red.9" onClick={run} loading={erase.isPending}>
              {t('erase.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
