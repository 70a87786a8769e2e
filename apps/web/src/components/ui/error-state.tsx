import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type ErrorStateProps = {
  title: string;
  description: string;
  actionLabel?: string;
  onAction?: () => void;
  extra?: ReactNode;
};

/** A designed failure message with one clear way forward (retry, reload, go home). */
export function ErrorState({ title, description, actionLabel, onAction, extra }: ErrorStateProps) {
  return (
    <Paper withBorder radius="lg" p="xl" maw={480} mx="auto" role="alert">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          !
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {actionLabel && onAction && <Button onClick={onAction}>{actionLabel}</Button>}
        {extra}
      </Stack>
    </Paper>
  );
}
