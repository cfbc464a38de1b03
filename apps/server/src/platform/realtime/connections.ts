import type { ServerResponse } from 'node:http';

// The open event streams of this process, by user. Memory stays bounded: a few streams per user
// (the oldest is closed when a user opens more), and a stream whose client stops reading is dropped
// instead of buffering without end (the browser reconnects and refetches).

export const MAX_STREAMS_PER_USER = 8;
/** Unsent bytes a slow client may hold before its stream is dropped. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

export interface StreamConnection {
  userId: string;
  /** The sign-in that opened the stream: logging out or revoking it ends the stream. */
  sessionId: string | null;
  res: ServerResponse;
}

export function createConnectionRegistry() {
  const byUser = new Map<string, Set<StreamConnection>>();

  function remove(connection: StreamConnection) {
    const set = byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) byUser.delete(connection.userId);
  }

  function end(connection: StreamConnection) {
    remove(connection);
    if (!connection.res.writableEnded) connection.res.end();
  }

  function write(connection: StreamConnection, chunk: string) {
    const { res } = connection;
    if (res.writableEnded || res.destroyed) {
      remove(connection);
      return;
    }
    res.write(chunk);
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      remove(connection);
      res.destroy();
    }
  }

  return {
    add(connection: StreamConnection) {
      let set = byUser.get(connection.userId);
      if (!set) {
        set = new Set();
        byUser.set(connection.userId, set);
      }
      set.add(connection);
      // Sets iterate in insertion order: the first is the oldest.
      while (set.size > MAX_STREAMS_PER_USER) {
        const oldest = set.values().next().value;
        if (!oldest) break;
        end(oldest);
      }
    },
    remove,
    /** Writes to every open stream of these users on this process. */
    sendTo(userIds: Iterable<string>, chunk: string) {
      for (const userId of new Set(userIds)) {
        const set = byUser.get(userId);
        if (!set) continue;
        for (const connection of [...set]) write(connection, chunk);
      }
    },
    broadcast(chunk: string) {
      for (const set of [...byUser.values()]) for (const connection of [...set]) write(connection, chunk);
    },
    /** Ends every open stream of these users on this process (their sessions ended). */
    endUsers(userIds: Iterable<string>) {
      for (const userId of new Set(userIds)) for (const connection of [...(byUser.get(userId) ?? [])]) end(connection);
    },
    /** Writes to, then ends, the open streams of these users opened by these sessions only (a logout, a revoked session). */
    endSessions(userIds: Iterable<string>, sessionIds: Iterable<string>, lastChunk: string) {
      const ending = new Set(sessionIds);
      for (const userId of new Set(userIds)) {
        for (const connection of [...(byUser.get(userId) ?? [])]) {
          if (connection.sessionId === null || !ending.has(connection.sessionId)) continue;
          write(connection, lastChunk);
          end(connection);
        }
      }
    },
    endAll() {
      for (const set of [...byUser.values()]) for (const connection of [...set]) end(connection);
      byUser.clear();
    },
    count(userId?: string) {
      if (userId !== undefined) return byUser.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of byUser.values()) total += set.size;
      return total;
    },
  };
}

export type ConnectionRegistry = ReturnType<typeof createConnectionRegistry>;
