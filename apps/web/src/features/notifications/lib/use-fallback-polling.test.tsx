import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { lastNotificationsFetch, NOTIFICATION_POLLING, startFallbackPolling } from './use-fallback-polling';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the fallback polling of notifications', () => {
  let queryClient: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    setVisibility('visible');
    queryClient = new QueryClient();
    // The bell's list, fetched just now.
    queryClient.setQueryData(queryKeys.notifications.list({ limit: 20 }), {
      notifications: [],
      stats: { total: 0, unread: 0, urgent: 0 },
      total: 0,
    });
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  const refreshes = () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    return () => spy.mock.calls.length;
  };

  it('uses the product’s constants', () => {
    expect(NOTIFICATION_POLLING).toEqual({ intervalMs: 60_000, minGapMs: 10_000, debounceMs: 500 });
  });

  it('refreshes every 60 s, 500 ms after the tick', () => {
    const count = refreshes();
    stop = startFallbackPolling(queryClient);
    vi.advanceTimersByTime(60_000);
    expect(count()).toBe(0);
    vi.advanceTimersByTime(500);
    expect(count()).toBe(1);
    // Not the preferences: the predicate leaves them out.
    const filters = (
      queryClient.invalidateQueries as unknown as {
        mock: { calls: Array<[{ predicate: (query: { queryKey: readonly unknown[] }) => boolean }]> };
      }
    ).mock.calls[0]![0];
    expect(filters.predicate({ queryKey: queryKeys.notifications.list({ limit: 20 }) })).toBe(true);
    expect(filters.predicate({ queryKey: queryKeys.notifications.detail('n1') })).toBe(true);
    expect(filters.predicate({ queryKey: queryKeys.notifications.preferences() })).toBe(false);
    expect(filters.predicate({ queryKey: queryKeys.brand.wallet() })).toBe(false);
  });

  it('skips a refresh when the last fetch was under 10 s ago', () => {
    const count = refreshes();
    stop = startFallbackPolling(queryClient);
    vi.advanceTimersByTime(55_000);
    queryClient.setQueryData(queryKeys.notifications.list({ limit: 20 }), {
      notifications: [],
      stats: { total: 1, unread: 1, urgent: 0 },
      total: 1,
    });
    expect(lastNotificationsFetch(queryClient)).toBe(Date.now());
    vi.advanceTimersByTime(5_500);
    expect(count()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(count()).toBe(1);
  });

  it('pauses while the tab is hidden and refreshes once when it is shown again', () => {
    const count = refreshes();
    stop = startFallbackPolling(queryClient);
    setVisibility('hidden');
    vi.advanceTimersByTime(180_500);
    expect(count()).toBe(0);
    setVisibility('visible');
    setVisibility('hidden');
    setVisibility('visible');
    vi.advanceTimersByTime(500);
    expect(count()).toBe(1);
  });

  it('stops when asked (the live stream is open again)', () => {
    const count = refreshes();
    startFallbackPolling(queryClient)();
    vi.advanceTimersByTime(120_500);
    expect(count()).toBe(0);
  });
});
