import { Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { PageSizeSelect } from './page-size-select';

type Props = {
  size: number;
  search: string;
  onSize: (size: number) => void;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (search: string) => void;
  labels: { before: string; after: string; search: string; placeholder: string };
};

/** 'Show N entries' and a search box above a list table; the search is debounced. */
export function ListToolbar({ size, search, onSize, onSearch, labels }: Props) {
  const [text, setText] = useState(search);
  const applySearch = useDebouncedCallback((value: string) => onSearch(value.trim()), 300);
  return (
    <Group justify="space-between" mb="md" gap="sm">
      <PageSizeSelect value={size} onChange={onSize} before={labels.before} after={labels.after} />
      <TextInput
        type="search"
        aria-label={labels.search}
        placeholder={labels.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        w={{ base: '100%', xs: 260 }}
      />
    </Group>
  );
}
