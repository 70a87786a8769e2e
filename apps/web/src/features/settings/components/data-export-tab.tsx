import { EXPORT_TABLES, type ExportTable } from '@chairly/shared/exports/index';
import { daysBetween, formatDateTime } from '@chairly/shared/format';
import { Alert, Anchor, Button, Group, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useStylistTimeZone } from '@/lib/stylist-profile';
import { useDownloadCsv, useExportStatus, useStartExport, type ExportRange } from '../api/data-exports';
import { TabFrame } from './tab-frame';

/** The optional date range: both ends her calendar days; the end may not come before the start. */
function rangeOf(from: string, to: string): { range: ExportRange; reversed: boolean } {
  const range: ExportRange = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return { range, reversed: Boolean(from && to && daysBetween(from, to) < 0) };
}

/** Issue #32.1, Settings → "Your data": her tables as CSV, and everything as one archive made by a job. */
export function DataExportTab() {
  const { t } = useTranslation('settings');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const download = useDownloadCsv();
  const { range, reversed } = rangeOf(from, to);

  const onDownload = (table: ExportTable) =>
    download.mutate({ table, range }, { onError: () => notify.error('settings:dataExport.csvFailed') });

  return (
    <TabFrame title={t('dataExport.title')} description={t('dataExport.description')} busy={false}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('dataExport.csvTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dataExport.csvHelp')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput type="date" label={t('dataExport.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} data-testid="export-from" />
            <TextInput
              type="date"
              label={t('dataExport.to')}
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
              error={reversed ? t('dataExport.reversed') : undefined}
              data-testid="export-to"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {EXPORT_TABLES.map((table) => (
              <Button
                key={table}
                variant="default"
                disabled={reversed}
                loading={download.isPending && download.variables?.table === table}
                onClick={() => onDownload(table)}
              >
                {t(`dataExport.tables.${table}`)}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
        <ArchiveSection />
      </Stack>
    </TabFrame>
  );
}

/** "Export everything": starts the job, shows its progress, then the link until it expires. */
function ArchiveSection() {
  const { t, i18n } = useTranslation('settings');
  const [id, setId] = useState<string | null>(null);
  const start = useStartExport();
  const status = useExportStatus(id);
  const zone = useStylistTimeZone().data ?? 'UTC';
  const current = status.data;
  const running = start.isPending || (id !== null && (!current || current.status === 'pending' || current.status === 'running'));

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: (created) => setId(created.id),
      onError: () => notify.error('settings:dataExport.archiveFailed'),
    });

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('dataExport.archiveTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('dataExport.archiveHelp')}
      </Text>
      {id === null && <Text size="sm">{t('dataExport.archiveNone')}</Text>}
      {running && (
        <Stack gap={4} data-testid="export-progress">
          <Text size="sm">{t('dataExport.archiveRunning')}</Text>
          <Progress value={current?.progress ?? 0} animated aria-label={t('dataExport.archiveRunning')} />
        </Stack>
      )}
      {status.isError && <Alert color="red">{t('dataExport.statusFailed')}</Alert>}
      {current?.status === 'failed' && <Alert color="red">{t('dataExport.archiveJobFailed')}</Alert>}
      {current?.status === 'expired' && <Alert color="yellow">{t('dataExport.archiveExpired')}</Alert>}
      {current?.status === 'ready' && current.downloadUrl && (
        <Alert color="teal">
          <Stack gap={4}>
            <Anchor href={apiUrl(current.downloadUrl)} download fw={600} data-testid="export-download">
              {t('dataExport.archiveDownload')}
            </Anchor>
            {current.expiresAt && (
              <Text size="sm">{t('dataExport.archiveExpires', { date: formatDateTime(current.expiresAt, i18n.language, zone) })}</Text>
            )}
          </Stack>
        </Alert>
      )}
      <Group>
        <Button onClick={onStart} loading={start.isPending} disabled={running}>
          {t('dataExport.archiveStart')}
        </Button>
      </Group>
    </Stack>
  );
}
