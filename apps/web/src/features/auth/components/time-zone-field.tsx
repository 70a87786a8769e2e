import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZones } from '@/lib/time-zones';
import { browserTimeZone, findZoneId } from '../utils/register-form';

type TimeZoneFieldProps = {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  error?: string;
};

/** Searchable time zone select; preselects the browser's zone once the list arrives. */
export function TimeZoneField({ value, onChange, error }: TimeZoneFieldProps) {
  const { t } = useTranslation('auth');
  const zones = useTimeZones();

  useEffect(() => {
    if (value !== undefined || !zones.data) return;
    const id = findZoneId(zones.data, browserTimeZone());
    if (id !== null) onChange(id);
  }, [value, zones.data, onChange]);

  return (
    <Select
      label={t('register.timeZone.label')}
      placeholder={
        zones.isPending ? t('register.timeZone.loading') : t('register.timeZone.placeholder')
      }
      data={(zones.data ?? []).map((zone) => ({ value: String(zone.id), label: zone.name }))}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      searchable
      required
      nothingFoundMessage={t('register.timeZone.nothingFound')}
      error={error ?? (zones.isError ? t('register.timeZone.loadFailed') : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
