// The realtime hooks: the app's one sync (stream runs while signed in; events become batched
// invalidations; a reconnect or a `resync` refreshes everything), the stream's status, and one event.

import type { RealtimeEventType, RealtimePayloads } from '@briefly/shared/realtime';
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession } from '../session';
import { realtime, type RealtimeClient, type RealtimeStatus } from './connection';
import { invalidatingEvents, invalidationsFor, isServerDataQuery, RESYNC_EVENT } from './invalidations';

/** Events come in bursts (one distribution pays several winners): their invalidations are merged over this window. */
export const INVALIDATION_BATCH_MS = 100;

/** Invalidates the given keys once per window, however many events asked for them. */
function createInvalidationBatch(queryClient: QueryClient) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  return {
    add(keys: readonly QueryKey[]) {
      for (const key of keys) pending.set(hashKey(key), key);
      if (timer === null && pending.size > 0) timer = setTimeout(flush, INVALIDATION_BATCH_MS);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}

/**
 * Mounted once in the app providers: runs the stream while someone is signed in (sign-in and a
 * restored session start it, sign-out stops it) and turns its events into invalidations.
 */
export function useRealtimeSync(client: RealtimeClient = realtime): void {
  const queryClient = useQueryClient();
  const { status, user, expire } = useSession();
  const userId = status === 'signed-in' ? (user?.id ?? null) : null;

  useEffect(() => {
    const batch = createInvalidationBatch(queryClient);
    const unsubscribers = invalidatingEvents().map((type) =>
      client.subscribe(type, () => batch.add(invalidationsFor(type))),
    );
    // Back after a drop, or the server says it may have lost messages: refresh everything shown,
    // mark the rest stale.
    const resync = () => void queryClient.invalidateQueries({ predicate: isServerDataQuery });
    unsubscribers.push(
      client.onConnect((info) => {
        if (info.resync) resync();
      }),
      client.subscribe(RESYNC_EVENT, resync),
    );
    return () => {
      batch.cancel();
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, [client, queryClient]);

  useEffect(() => {
    if (!userId) return;
    client.start({ onSessionGone: expire });
    return () => client.stop();
  }, [client, userId, expire]);
}

/** The stream's state, for screens that poll only while it is down (the spec's polling as fallback). */
export function useRealtimeStatus(client: RealtimeClient = realtime): RealtimeStatus {
  return useSyncExternalStore(client.onStatus, client.getStatus, client.getStatus);
}

/** Calls the handler for every event of this type while the component is mounted. */
export function useRealtimeEvent<Type extends RealtimeEventType>(
  type: Type,
  handler: (data: RealtimePayloads[Type]) => void,
  client: RealtimeClient = realtime,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client.subscribe(type, (data: RealtimePayloads[Type]) => latest.current(data)), [client, type]);
}
