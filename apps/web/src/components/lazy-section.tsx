import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/**
 * Shows a section whose code is fetched on first use (React.lazy), with a spinner meanwhile. Used for
 * heavy sections — charts above all — so a dashboard's first screen stays within its size budget
 * (docs/performance.md). A failed fetch reaches the route's error boundary.
 */
export function LazySection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih={240}>
          <Loader aria-label={`Loading ${label}`} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
