import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the stored session is being confirmed with the server (docs/product/accounts.md#route-guard). */
export function CheckingScreen({ label = 'Checking your session…' }: { label?: string }) {
  return (
    <Center mih="60dvh" flex={1} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
