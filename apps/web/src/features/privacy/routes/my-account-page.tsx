import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/page-title';
import { downloadMyData } from '../api/my-data';
import { EraseMyData } from '../components/erase-my-data';

/** /services/account (customer): her data, downloaded (Art. 15, 20) or erased (Art. 17), D45. */
export default function MyAccountPage() {
  const { t } = useTranslation('privacy');
  usePageTitle(t('account.title'));
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadMyData()
      .catch(() => notify.error('privacy:download.failed'))
      .finally(() => setDownloading(false));
  };
  return (
    <Container size="sm" py="lg">
      <Title order={1} size="h2" mb="md">
        {t('account.title')}
      </Title>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="xs">
            {t('download.title')}
          </Title>
          <Text mb="sm">{t('download.description')}</Text>
          <Group>
            <Button onClick={download} loading={downloading}>
              {t('download.button')}
            </Button>
          </Group>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="xs">
            {t('erase.title')}
          </Title>
          <EraseMyData />
        </Paper>
      </Stack>
    </Container>
  );
}
