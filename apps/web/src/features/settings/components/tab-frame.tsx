import { Box, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TabFrameProps = { title: string; description?: string; busy: boolean; children: ReactNode };

/** One settings tab: heading, and a pending overlay with a spinner while loading or saving. */
export function TabFrame({ title, description, busy, children }: TabFrameProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </div>
        <Box pos="relative">
          <LoadingOverlay
            visible={busy}
            zIndex={10}
            overlayProps={{ blur: 1 }}
            loaderProps={{ 'aria-label': 'busy' }}
          />
          {children}
        </Box>
      </Stack>
    </Paper>
  );
}
