import { notify, type DatabaseListener } from '../listener/database-listener.ts';
import { REALTIME_CHANNEL, type RealtimeBus } from './realtime-bus.ts';

// The realtime bus on PostgreSQL: a NOTIFY in the sender's transaction (PostgreSQL delivers it at
// commit, and only then) heard by every process's LISTEN connection (../listener).

export function createPostgresRealtimeBus(listener: DatabaseListener, channel = REALTIME_CHANNEL): RealtimeBus {
  return {
    kind: 'postgres',
    publish: (tx, payload) => notify(tx, channel, payload),
    subscribe: (handler) => listener.listen(channel, handler),
    onReconnect: (fn) => listener.onReconnect(fn),
    isConnected: () => listener.isConnected(),
    // The listener also wakes the job runners: the composition closes it, after everything that uses it.
    close: async () => undefined,
  };
}
