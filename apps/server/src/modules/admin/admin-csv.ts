import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// CSV files for the admin's exports (RFC 4180): streamed as they are read, every cell quoted when
// it needs it, and text that a spreadsheet would run as a formula made inert.

/** Leading characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text made formula-safe (a leading `'`), quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else {
    const json = JSON.stringify(value);
    text = FORMULA_START.test(json) ? `'${json}` : json;
  }
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

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
