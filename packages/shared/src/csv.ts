// CSV (RFC 4180) for every download, the admin's exports and the creator's earnings alike: every cell
// quoted when it needs it, and text that a spreadsheet would run as a formula made inert.

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

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
