import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type ErrorStateProps = {
  title: string;
  description: string;
  actionLabel?: string;
  onAction?: () => void;
  extra?: ReactNode;
  /** 1 when the message is the whole page (its only heading); 2 inside a page that has its own h1. */
  headingLevel?: 1 | 2;
};

/** A designed failure message with one clear way forward (retry, reload, go home). */
export function ErrorState({ title, description, actionLabel, onAction, extra, headingLevel = 2 }: ErrorStateProps) {
  return (
    <Paper withBorder radius="lg" p="xl" maw={480} mx="auto" role="alert">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          !
        </ThemeIcon>
        <Title order={headingLevel} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {actionLabel && onAction && <Button onClick={onAction}>{actionLabel}</Button>}
        {extra}
      </Stack>
    </Paper>
  );
}
