import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useOpenHours, useSaveOpenHours } from '../api/open-hours';
import {
  newOpenHourRow,
  nextFreeDay,
  openHoursFormSchema,
  type OpenHoursForm,
} from '../utils/open-hours-form';
import { OpenHoursRow } from './open-hours-row';
import { TabFrame } from './tab-frame';

/** Open hours: repeatable rows, all saved at once. A failure to fetch is silent (SPEC §8). */
export function OpenHoursTab() {
  const { t } = useTranslation('settings');
  const openHours = useOpenHours();
  const save = useSaveOpenHours();
  const values = useMemo<OpenHoursForm | undefined>(
    () =>
      openHours.data
        ? {
            rows: openHours.data.map(({ weekDay, startTime, endTime }) => ({
              weekDay,
              startTime,
              endTime,
            })),
          }
        : undefined,
    [openHours.data],
  );
  const form = useForm<OpenHoursForm>({
    resolver: zodResolver(openHoursFormSchema),
    values,
    defaultValues: { rows: [] },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });

  const onSubmit = form.handleSubmit((data) =>
    save.mutate(data.rows, {
      onSuccess: () => notify.success('settings:toast.dataUpdated'),
      onError: () => notify.error('settings:toast.dataNotUpdated'),
    }),
  );

  return (
    <TabFrame
      title={t('tabs.openHours')}
      description={t('openHours.description')}
      busy={openHours.isPending || save.isPending}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {rows.fields.length === 0 && <Text c="dimmed">{t('openHours.empty')}</Text>}
          {rows.fields.map((row, index) => (
            <OpenHoursRow
              key={row.id}
              index={index}
              control={form.control}
              errors={form.formState.errors}
              onDelete={() => rows.remove(index)}
            />
          ))}
          <Group justify="space-between">
            <Button
              variant="light"
              onClick={() => rows.append(newOpenHourRow(nextFreeDay(form.getValues('rows'))))}
            >
              {t('openHours.add')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </TabFrame>
  );
}
