import { Group, Pagination, Text } from '@mantine/core';

type ListFooterProps = {
  /** Translated 'Showing X to Y of Z entries'. */
  summary: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { previous: string; next: string; page: (page: number) => string };
};

export function ListFooter({ summary, page, pages, onPage, labels }: ListFooterProps) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-summary">
        {summary}
      </Text>
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': control === 'previous' ? labels.previous : labels.next })}
          getItemProps={(item) => ({ 'aria-label': labels.page(item), ...(item === page ? { 'aria-current': 'page' as const } : {}) })}
        />
      )}
    </Group>
  );
}
