import { Loader, Stack, Text } from '@mantine/core';

/** A sign-in step in progress ("Signing you in…"), announced to screen readers. */
export function AuthProgress({ label }: { label: string }) {
  return (
    <Stack align="center" gap="md" mt={96} role="status" aria-live="polite">
      <Loader size="lg" aria-hidden />
      <Text size="lg" fw={500}>
        {label}
      </Text>
    </Stack>
  );
}
