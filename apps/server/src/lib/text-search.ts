import { sql, type SQL } from 'drizzle-orm';

// Full-text search helpers shared by the marketplace and the creator workspace search (decision 005).

/** Words of the search text as a prefix query ('coff roast' → 'coff:* & roast:*'), so partial words match. */
export function prefixQuery(search: string): string | null {
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** websearch syntax ("quoted", or, -not) OR'ed with prefix matching, as a tsquery expression. */
export function textQuery(search: string): SQL {
  return tsQuery(search, prefixQuery(search));
}

/** textQuery from its two values, either of which may be a prepared statement's placeholder. */
export function tsQuery(search: unknown, prefix: unknown): SQL {
  return prefix
    ? sql`(websearch_to_tsquery('english', ${search}) || to_tsquery('english', ${prefix}))`
    : sql`websearch_to_tsquery('english', ${search})`;
}

/** Escapes LIKE wildcards so user text matches literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern for text anywhere in a value, matched literally. */
export const containsPattern = (text: string) => `%${likeLiteral(text)}%`;
