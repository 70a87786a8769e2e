import {
  specialDayRequestSchema,
  type SpecialDay,
  type SpecialDayRequest,
} from '@chairly/shared/settings/special-days';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeleteSpecialDay, useSaveSpecialDay, useSpecialDays } from '../api/special-days';
import { fieldMessage } from '../utils/field-message';
import { formatDay, QUARTER_HOUR_OPTIONS } from '../utils/special-days';
import { TabFrame } from './tab-frame';

type Form = SpecialDayRequest & { closed: boolean };

const EMPTY: Form = {
  date: '',
  closed: false,
  intervals: [{ startTime: '10:00', endTime: '14:00' }],
  note: '',
};

/**
 * Special days under the weekly rows: per-date hours that replace the weekday's, or closed. Issue
 * #34 stage 2: `member` = whose (`salon`: every member's; a member's own; undefined: the salon's
 * for owners and managers, her own for staff); `scope` is the choice shown above the list;
 * `readOnly`: listed only (staff reading the salon's days), with a word on who may change them.
 */
export function SpecialDaysSection({
  member,
  scope,
  readOnly = false,
}: { member?: 'salon' | number; scope?: ReactNode; readOnly?: boolean } = {}) {
  const { t, i18n } = useTranslation('settings');
  const days = useSpecialDays(member);
  const save = useSaveSpecialDay(member);
  const remove = useDeleteSpecialDay(member);
  const form = useForm<Form>({
    resolver: zodResolver(specialDayRequestSchema.extend({ closed: z.boolean() })),
    defaultValues: EMPTY,
  });
  const intervals = useFieldArray({ control: form.control, name: 'intervals' });
  const closed = useWatch({ control: form.control, name: 'closed' });
  const { errors } = form.formState;
  const quarterHours = QUARTER_HOUR_OPTIONS.map((value) => ({ value, label: value }));

  const onSubmit = form.handleSubmit(({ closed: isClosed, ...values }) =>
    save.mutate(
      { ...values, intervals: isClosed ? [] : values.intervals },
      {
        onSuccess: () => {
          notify.success('settings:specialDays.saved');
          form.reset(EMPTY);
        },
        onError: (error) => {
          // The server refuses a date in the past or more than two years ahead (her zone decides today).
          if (error instanceof ApiError && error.fields?.date)
            form.setError('date', { message: t('specialDays.dateRefused') });
          else notify.error('settings:toast.dataNotUpdated');
        },
      },
    ),
  );
  const onDelete = (day: SpecialDay) => {
    if (
      !window.confirm(t('specialDays.confirmDelete', { date: formatDay(day.date, i18n.language) }))
    )
      return;
    remove.mutate(day.date, {
      onSuccess: () => notify.success('settings:specialDays.deleted'),
      onError: () => notify.error('settings:toast.dataNotUpdated'),
    });
  };

  return (
    <TabFrame
      title={t('specialDays.title')}
      description={t('specialDays.description')}
      busy={days.isPending || save.isPending || remove.isPending}
    >
      <Stack gap="md">
        {scope}
        {days.data && days.data.length === 0 && <Text c="dimmed">{t('specialDays.empty')}</Text>}
        {days.data && days.data.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table data-testid="special-days">
              <Table.Tbody>
                {days.data.map((day) => (
                  <Table.Tr key={day.date} data-testid="special-day">
                    <Table.Td>{formatDay(day.date, i18n.language)}</Table.Td>
                    <Table.Td>
                      {day.closed ? (
                        <Badge color="gray">{t('specialDays.closed')}</Badge>
                      ) : (
                        day.intervals.map((i) => `${i.startTime}–${i.endTime}`).join(', ')
                      )}
                    </Table.Td>
                    <Table.Td c="dimmed">{day.note}</Table.Td>
                    <Table.Td ta="end">
                      {!readOnly && (
                        <ActionIcon
                          variant="light"
                          color="red"
                          onClick={() => onDelete(day)}
                          aria-label={t('specialDays.delete', {
                            date: formatDay(day.date, i18n.language),
                          })}
                          title={t('openHours.delete')}
                        >
                          ✕
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        {readOnly ? (
          <Text size="sm" c="dimmed">
            {t('readOnlyForStaff')}
          </Text>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={t('specialDays.add')}>
            <Stack gap="sm">
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  type="date"
                  label={t('specialDays.date')}
                  w={{ base: '100%', xs: 180 }}
                  {...form.register('date')}
                  error={fieldMessage(
                    errors.date?.message,
                    t,
                    i18n.language,
                    t('specialDays.date'),
                  )}
                />
                <Controller
                  control={form.control}
                  name="closed"
                  render={({ field }) => (
                    <Switch
                      mb={8}
                      label={t('specialDays.closedAllDay')}
                      checked={field.value}
                      onChange={(e) => field.onChange(e.currentTarget.checked)}
                    />
                  )}
                />
              </Group>
              {!closed &&
                intervals.fields.map((row, index) => (
                  <Group
                    key={row.id}
                    align="flex-start"
                    gap="sm"
                    data-testid="special-day-interval"
                  >
                    {(['startTime', 'endTime'] as const).map((name) => (
                      <Controller
                        key={name}
                        control={form.control}
                        name={`intervals.${index}.${name}`}
                        render={({ field }) => (
                          <Select
                            label={t(name === 'startTime' ? 'openHours.from' : 'openHours.to')}
                            w={110}
                            allowDeselect={false}
                            searchable
                            data={quarterHours}
                            value={field.value}
                            onChange={(value) => field.onChange(value ?? '')}
                            error={fieldMessage(
                              errors.intervals?.[index]?.[name]?.message,
                              t,
                              i18n.language,
                              t(name === 'startTime' ? 'openHours.from' : 'openHours.to'),
                            )}
                          />
                        )}
                      />
                    ))}
                    {intervals.fields.length > 1 && (
                      <ActionIcon
                        variant="light"
                        color="red"
                        size="lg"
                        mt={25}
                        onClick={() => intervals.remove(index)}
                        aria-label={t('openHours.delete')}
                        title={t('openHours.delete')}
                      >
                        ✕
                      </ActionIcon>
                    )}
                  </Group>
                ))}
              <TextInput label={t('specialDays.note')} maxLength={200} {...form.register('note')} />
              <Group justify="space-between">
                {!closed ? (
                  <Button
                    variant="subtle"
                    onClick={() => intervals.append({ startTime: '15:00', endTime: '18:00' })}
                  >
                    {t('specialDays.addInterval')}
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" loading={save.isPending}>
                  {t('specialDays.add')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </TabFrame>
  );
}
