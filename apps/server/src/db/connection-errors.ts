// Whether a failure means the database connection went away (a restart, a failover, an operator's
// pg_terminate_backend, the network): the request did not fail on its own merits, so it answers 503
// and the client may try again once the pool has made new connections.

/** SQLSTATEs of a connection that the server ended or could not give (class 08, admin/crash shutdown, too many clients). */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a connection that could not be made or broke. */
const LOST_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** The messages node-postgres gives a broken or unobtainable connection (they carry no code). */
const LOST_MESSAGES =
  /Connection terminated|Client has encountered a connection error|Connection ended|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

/** True when the error, or anything in its `cause` chain (Drizzle wraps the driver's error), is a lost connection. */
export function isConnectionLost(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || code.startsWith('08') || LOST_ERRNOS.has(code)))
      return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
  }
  return false;
}
