import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeStatus } from '@/lib/realtime/hooks';

// While the live stream is not open, notifications are polled as the product first did: every
// 60 s, not when the last fetch was under 10 s ago, not while the tab is hidden, and every refresh
// request debounced by 500 ms (a tab shown again and a tick at once make one fetch).

export const NOTIFICATION_POLLING = { intervalMs: 60_000, minGapMs: 10_000, debounceMs: 500 } as const;

/** When any list of notifications last got an answer (data or error); 0 when never. */
export function lastNotificationsFetch(queryClient: QueryClient): number {
  let last = 0;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: queryKeys.notifications.all() })) {
    const [, part] = query.queryKey;
    if (part !== 'list' && part !== 'pages' && part !== 'detail') continue;
    last = Math.max(last, query.state.dataUpdatedAt, query.state.errorUpdatedAt);
  }
  return last;
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Starts the polling; returns its stop. */
export function startFallbackPolling(
  queryClient: QueryClient,
  timing: typeof NOTIFICATION_POLLING = NOTIFICATION_POLLING,
): () => void {
  let debounce: ReturnType<typeof setTimeout> | null = null;

  const refreshNow = () => {
    debounce = null;
    if (isHidden()) return;
    if (Date.now() - lastNotificationsFetch(queryClient) < timing.minGapMs) return;
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'notifications' && query.queryKey[1] !== 'preferences',
    });
  };
  const refresh = () => {
    if (debounce !== null) clearTimeout(debounce);
    debounce = setTimeout(refreshNow, timing.debounceMs);
  };
  const onVisibility = () => {
    if (!isHidden()) refresh();
  };

  const interval = setInterval(refresh, timing.intervalMs);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(interval);
    if (debounce !== null) clearTimeout(debounce);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

export function useNotificationsFallbackPolling(): void {
  const queryClient = useQueryClient();
  const live = useRealtimeStatus() === 'open';
  useEffect(() => {
    if (live) return;
    return startFallbackPolling(queryClient);
  }, [live, queryClient]);
}
