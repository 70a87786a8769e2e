import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
  /** 1 when the empty state is the whole page (it then gives the page its h1); 3 inside a page. */
  headingLevel?: 1 | 2 | 3;
};

/** Shown where a list or screen has nothing to show yet; texts come translated from the caller. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 3,
}: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        {icon ?? '○'}
      </ThemeIcon>
      <Title order={headingLevel} size="h4">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" maw={420}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
