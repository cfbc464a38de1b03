import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a detail modal. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div" mt={2} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** A detail modal while its record loads. */
export function DetailSkeleton({ label = 'Loading details' }: { label?: string }) {
  return (
    <Stack gap="xs" aria-label={label} role="status" aria-busy="true">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={32} />
      ))}
    </Stack>
  );
}
