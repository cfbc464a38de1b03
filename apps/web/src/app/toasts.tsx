import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { readToken } from '@/lib/session-storage';

// The toasts' container — its transitions and the scroll-lock helpers it borrows class names from — is
// not needed for a page's first paint, so it is not in the entry chunk (docs/performance.md#page-loads).
// A toast shown before it arrives waits in Mantine's store and appears as soon as it has loaded.
const ToastsContainer = lazy(() =>
  import('./toasts-container').then((module) => ({ default: module.ToastsContainer })),
);

/** When the page has nothing more urgent to do; a second at most. */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 300);
  return () => clearTimeout(handle);
}

/**
 * Mantine's toasts, loaded as soon as the first toast is shown, and ahead of it once the page is idle for a
 * signed-in person (whose pages show toasts often). A visitor's public page does not download the container
 * (about 120 kB with what it shares with the dashboards) unless a toast comes (docs/performance.md#page-loads).
 */
export function Toasts() {
  const [wanted, setWanted] = useState(() => notificationsStore.getState().notifications.length > 0);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const unsubscribe = notificationsStore.subscribe(want);
    const cancel = readToken() ? whenIdle(want) : () => undefined;
    return () => {
      unsubscribe();
      cancel();
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastsContainer />
    </Suspense>
  );
}
