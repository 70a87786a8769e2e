import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; description?: string; children: ReactNode; wide?: boolean };

/** The centred card every sign-in and registration page sits in (full layout, phone first). */
export function AuthCard({ title, description, children, wide = false }: AuthCardProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'xl' }}
      maw={wide ? 560 : 440}
      mx="auto"
      mt="xl"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
