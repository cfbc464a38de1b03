import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

// Settings' account sections load when Settings first opens: the dashboards' first screen does not download
// the security and data forms (docs/performance.md#dashboard-chunks).
const Sections = lazy(async () => ({
  default: (await import('./account-settings-sections')).AccountSettingsSections,
}));

/** `creator`: with the creator's Saved searches. */
export function LazyAccountSettingsSections({ creator = false }: { creator?: boolean }) {
  return (
    <Suspense
      fallback={
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Loading your account settings…
          </Text>
        </Group>
      }
    >
      <Sections creator={creator} />
    </Suspense>
  );
}
