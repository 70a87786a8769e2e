import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerSearch } from '../api/search-customers';

/** `known`: the chosen customer's option when the form opens with one (she may not be on the search's first page). */
type Props = { value: string | null; known?: { value: string; label: string }; onChange: (id: string | null) => void; error?: string };

/** A searchable customer select; the search runs on the server (name, e-mail, phone). */
export function CustomerPicker({ value, known, onChange, error }: Props) {
  const { t } = useTranslation('calendar');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [label, setLabel] = useState<string | null>(null);
  const customers = useCustomerSearch(label !== null && search === label ? '' : debounced.trim(), true);
  const found = (customers.data?.['hydra:member'] ?? []).map((customer) => ({
    value: String(customer.id),
    label: [`${customer.name} ${customer.lastName}`.trim(), customer.email].filter(Boolean).join(' · '),
  }));
  const data = known && !found.some((o) => o.value === known.value) ? [known, ...found] : found;
  return (
    <Select
      label={t('form.customer')}
      placeholder={t('form.customerPlaceholder')}
      searchable
      data={data}
      filter={({ options }) => options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => {
        setLabel(option?.label ?? null);
        onChange(id);
      }}
      nothingFoundMessage={customers.isFetching ? t('form.searching') : t('form.noCustomers')}
      error={error}
      required
      comboboxProps={{ withinPortal: true }}
    />
  );
}
