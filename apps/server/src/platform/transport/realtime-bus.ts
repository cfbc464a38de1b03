import type { Db } from '../../db/client.ts';

// How realtime messages reach every server process (decision 034): a publish by one process is heard by
// the subscriber of each. Two implementations: PostgreSQL's NOTIFY (./postgres-bus.ts, the default)
// and Redis pub/sub (./redis-bus.ts, with REDIS_URL). Either way a message goes out only if the change
// that caused it commits. Messages are hints to refetch: one lost while a connection was down is
// made up for by the `onReconnect` resync. Durable domain events stay in the outbox (PostgreSQL).

/** The NOTIFY channel, and the last part of the Redis channel name. */
export const REALTIME_CHANNEL = 'briefly_realtime';

export type BusHandler = (payload: string) => void;

export interface RealtimeBus {
  readonly kind: 'postgres' | 'redis';
  /** Sends `payload` to every process's subscribers once `tx` commits (at once when `tx` is no transaction). */
  publish(tx: Db, payload: string): Promise<void>;
  /** Subscribes `handler` to what every process publishes; resolves once subscribed. Returns the unsubscribe. */
  subscribe(handler: BusHandler): Promise<() => Promise<void>>;
  /** Called after the subscriber's connection came back: messages sent meanwhile were lost, resync. */
  onReconnect(fn: () => void): void;
  /** Whether the subscriber is connected now (readiness, metrics). */
  isConnected(): boolean;
  close(): Promise<void>;
}
