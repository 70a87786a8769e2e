import { Group, Pagination, Skeleton, Text } from '@mantine/core';

type ListFooterProps = {
  /**
   * Translated 'Showing X to Y of Z entries'; null while the list's first answer is on its way: a
   * placeholder then, not "Showing 0 to 0 of 0" (issue #31.2).
   */
  summary: string | null;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { previous: string; next: string; page: (page: number) => string };
};

export function ListFooter({ summary, page, pages, onPage, labels }: ListFooterProps) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      {summary === null ? (
        <Skeleton height={20} width={200} radius="sm" data-testid="list-summary-loading" />
      ) : (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-summary">
          {summary}
        </Text>
      )}
      {summary !== null && pages > 1 && (
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
