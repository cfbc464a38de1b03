import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// CSV files for the admin's exports, streamed as they are read; cells and lines come from
// @briefly/shared/csv (RFC 4180, formula-safe), as in the creator's earnings download.

/** Rows in batches until a batch comes back short (each batch one page of the list's own query). */
export async function* batches<T>(
  load: (offset: number, limit: number) => Promise<T[]>,
  size = 500,
): AsyncGenerator<T> {
  for (let offset = 0; ; offset += size) {
    const rows = await load(offset, size);
    yield* rows;
    if (rows.length < size) return;
  }
}

/** Sends `lines` as a CSV attachment named `<name>-<date>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, now: Date, lines: AsyncIterable<string>) {
  const filename = `${name}-${now.toISOString().slice(0, 10)}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines));
}
