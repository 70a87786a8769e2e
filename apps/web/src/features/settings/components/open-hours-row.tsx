import { ActionIcon, Group, Select } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../utils/field-message';
import { HOUR_OPTIONS, type OpenHoursForm } from '../utils/open-hours-form';

type RowProps = {
  index: number;
  control: Control<OpenHoursForm>;
  errors: FieldErrors<OpenHoursForm>;
  onDelete: () => void;
};

const DAYS = [0, 1, 2, 3, 4, 5, 6];

/** One row: day, from, to, Delete. The from/to error shows under "to". */
export function OpenHoursRow({ index, control, errors, onDelete }: RowProps) {
  const { t, i18n } = useTranslation('settings');
  const rowErrors = errors.rows?.[index];
  const message = (field: 'weekDay' | 'startTime' | 'endTime', label: string) =>
    fieldMessage(rowErrors?.[field]?.message, t, i18n.language, label);
  const hours = HOUR_OPTIONS.map((value) => ({ value, label: value }));

  return (
    <Group align="flex-start" gap="sm" wrap="wrap" data-testid="open-hours-row">
      <Controller
        control={control}
        name={`rows.${index}.weekDay`}
        render={({ field }) => (
          <Select
            label={t('openHours.day')}
            w={{ base: '100%', xs: 170 }}
            allowDeselect={false}
            data={DAYS.map((day) => ({ value: String(day), label: t(`days.${day}`) }))}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            error={message('weekDay', t('openHours.day'))}
          />
        )}
      />
      <Controller
        control={control}
        name={`rows.${index}.startTime`}
        render={({ field }) => (
          <Select
            label={t('openHours.from')}
            w={110}
            allowDeselect={false}
            data={hours}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            error={message('startTime', t('openHours.from'))}
          />
        )}
      />
      <Controller
        control={control}
        name={`rows.${index}.endTime`}
        render={({ field }) => (
          <Select
            label={t('openHours.to')}
            w={110}
            allowDeselect={false}
            data={hours}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            error={message('endTime', t('openHours.to'))}
          />
        )}
      />
      <ActionIcon
        variant="light"
        color="red"
        size="lg"
        mt={25}
        onClick={onDelete}
        aria-label={t('openHours.delete')}
        title={t('openHours.delete')}
      >
        ✕
      </ActionIcon>
    </Group>
  );
}
