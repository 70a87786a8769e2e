import { Select, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useCategories } from '../api/get-categories';
import { categoryOptions } from '../utils/service-form';

type CategorySelectProps = {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  onBlur: () => void;
  error?: string;
};

/** The category tree as a searchable select: top-level groups with their sub-categories indented under them. */
export function CategorySelect({ value, onChange, onBlur, error }: CategorySelectProps) {
  const { t } = useTranslation('services');
  const categories = useCategories();
  const options = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  useEffect(() => {
    if (categories.isError) notify.error('services:toast.categoriesFailed');
  }, [categories.isError]);
  const depth = useMemo(() => new Map(options.map((o) => [o.value, o.depth])), [options]);
  return (
    <Select
      label={t('fields.category')}
      withAsterisk
      searchable
      placeholder={t('categoryPlaceholder')}
      nothingFoundMessage={t('noCategory')}
      data={options.map(({ value: v, label }) => ({ value: v, label }))}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      onBlur={onBlur}
      error={error ?? (categories.isError ? t('toast.categoriesFailed') : undefined)}
      disabled={categories.isPending}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => (
        <Text size="sm" ps={(depth.get(option.value) ?? 0) * 16} fw={depth.get(option.value) === 0 ? 600 : 400}>
          {option.label}
        </Text>
      )}
    />
  );
}
