import { APPOINTMENT_STATES } from '@chairly/shared/appointments/contracts';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberFilterSelect } from '@/features/team';
import type { ListFilters } from '../utils/list-filters';

type Props = { filters: ListFilters; range: { from: string; to: string }; onChange: (change: Partial<ListFilters>) => void };

/** Date range (whole days, `to` inclusive), state, customer search and (a team's) member of the appointment list. */
export function ListFiltersBar({ filters, range, onChange }: Props) {
  const { t } = useTranslation('appointments');
  const [search, setSearch] = useState(filters.search);
  const applySearch = useDebouncedCallback((value: string) => onChange({ search: value.trim() }), 300);
  const states = [{ value: '', label: t('filters.allStates') }, ...APPOINTMENT_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label={t('filters.from')}
        value={range.from}
        max={range.to}
        onChange={(event) => event.currentTarget.value && onChange({ from: event.currentTarget.value })}
        w={{ base: '100%', xs: 160 }}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={range.to}
        min={range.from}
        onChange={(event) => event.currentTarget.value && onChange({ to: event.currentTarget.value })}
        w={{ base: '100%', xs: 160 }}
      />
      <NativeSelect
        label={t('filters.state')}
        data={states}
        value={filters.state ?? ''}
        onChange={(event) => onChange({ state: (event.currentTarget.value || null) as ListFilters['state'] })}
        w={{ base: '100%', xs: 160 }}
      />
      <MemberFilterSelect value={filters.member} onChange={(member) => onChange({ member })} labels={{ label: t('filters.member'), everyone: t('filters.allMembers') }} />
      <TextInput
        type="search"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        w={{ base: '100%', xs: 240 }}
      />
    </Group>
  );
}
