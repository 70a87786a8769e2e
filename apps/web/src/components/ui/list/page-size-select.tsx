import { PAGE_SIZES } from '@chairly/shared/constants';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';

type PageSizeSelectProps = {
  value: number;
  onChange: (size: number) => void;
  /** Translated words around the select: 'Show' … 'entries'. */
  before: string;
  after: string;
};

/** 'Show N entries' with 10, 25, 50 or 100 (docs/product.md §2). */
export function PageSizeSelect({ value, onChange, before, after }: PageSizeSelectProps) {
  const id = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="label" htmlFor={id} size="sm">
        {before}
      </Text>
      <NativeSelect
        id={id}
        aria-label={`${before} ${value} ${after}`}
        size="xs"
        w={72}
        data={PAGE_SIZES.map(String)}
        value={String(value)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      <Text size="sm" aria-hidden>
        {after}
      </Text>
    </Group>
  );
}
