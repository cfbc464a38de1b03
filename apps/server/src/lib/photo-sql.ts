import { PHOTO_SIZES, photoUrl } from '@briefly/shared/photos';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The API's photo field (`photoUrls(hash)` in packages/shared/src/photos.ts) written by the database, for
 * answers built as JSON in SQL: null without a hash, else the four URLs. The addresses come from `photoUrl`
 * itself, so the two spellings cannot drift apart.
 */
export function photoJsonSql(hash: SQL): SQL {
  const MARK = '\u0001';
  const pairs = PHOTO_SIZES.map((size) => {
    const [before = '', after = ''] = photoUrl(MARK, size).split(MARK);
    return sql`${sql.raw(`'url${size}'`)}, ${before}::text || ${hash} || ${after}::text`;
  });
  return sql`case when ${hash} is null then null else json_build_object(${sql.join(pairs, sql`, `)}) end`;
}
