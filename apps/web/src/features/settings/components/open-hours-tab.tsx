import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOpenHours, useSaveOpenHours } from '../api/open-hours';
import {
  newOpenHourRow,
  nextFreeDay,
  openHoursFormSchema,
  type OpenHoursForm,
} from '../utils/open-hours-form';
import { saveToasts } from '../utils/save-toasts';
import { BookingRulesSection } from './booking-rules-section';
import { OpenHoursRow } from './open-hours-row';
import { PublicHolidaysSection } from './public-holidays-section';
import { SettingsForm } from './settings-form';
import { SpecialDaysSection } from './special-days-section';

/**
 * Open hours: the weekly rows (all saved at once; a failure to fetch is silent, docs/product.md §8), then
 * special days, public holidays and her booking rules (issue 18), each saved on its own.
 */
export function OpenHoursTab({ stylistId }: { stylistId: number }) {
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
    save.mutate(
      data.rows,
      saveToasts('settings:toast.dataUpdated', 'settings:toast.dataNotUpdated'),
    ),
  );

  return (
    <Stack gap="lg">
      <SettingsForm
        title={t('tabs.openHours')}
        description={t('openHours.description')}
        busy={openHours.isPending || save.isPending}
        saving={save.isPending}
        onSubmit={onSubmit}
        actions={
          <Button
            variant="light"
            onClick={() => rows.append(newOpenHourRow(nextFreeDay(form.getValues('rows'))))}
          >
            {t('openHours.add')}
          </Button>
        }
      >
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
      </SettingsForm>
      <SpecialDaysSection />
      <PublicHolidaysSection />
      <BookingRulesSection stylistId={stylistId} />
    </Stack>
  );
}
