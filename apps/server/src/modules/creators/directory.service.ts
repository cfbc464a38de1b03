import { photoUrl, photoUrls } from '@briefly/shared/photos';
import { contentPlatformOf } from '@briefly/shared/content-links';
import { youtubeThumbnailUrl } from '@briefly/shared/content-thumbnails';
import {
  PUBLIC_CREATORS_PAGE_SIZE,
  type DirectorySort,
  type TCreatorDirectoryQuery,
  type TCreatorDirectoryResponse,
  type TDirectoryCreator,
  type TPublicCreatorsQuery,
  type TPublicCreatorsResponse,
} from '@briefly/shared/creator-directory';
import { approvalRateOf, averageRatingOf } from '@briefly/shared/reputation';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import * as repo from './directory.repository.ts';

// The creator directory for brands and the public /creators index (docs/product/creator-directory.md).

const MAX_WORDS = 6;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Search words: letters and digits, lower-cased, at most six (more narrows nothing a brand means). */
export function searchWords(q: string | undefined): string[] {
  return [...new Set((q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1))].slice(
    0,
    MAX_WORDS,
  );
}

/** The cursor is opaque to callers: the sort it belongs to, the last row's sort key and id. */
export function encodeCursor(sort: DirectorySort, key: string, id: string): string {
  return Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');
}

function decodeCursor(cursor: string, sort: DirectorySort): { key: string; id: string } {
  const refused = () =>
    badRequest('The cursor is not one this directory gave for this sort: start from the first page');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw refused();
  const [cursorSort, key, id] = parsed as unknown[];
  if (cursorSort !== sort || typeof key !== 'string' || typeof id !== 'string') throw refused();
  if (!/^-?\d{1,20}(\.\d{1,12})?$/.test(key) || !UUID.test(id)) throw refused();
  return { key, id };
}

export function toDirectoryCreator(row: repo.DirectoryRow): TDirectoryCreator {
  const reviewCount = Number(row.review_count);
  return {
    id: row.id,
    userName: row.user_name,
    displayName: row.display_name || row.full_name,
    location: row.location,
    categories: row.categories,
    platforms: row.platforms,
    averageRating: averageRatingOf(Number(row.rating_sum), reviewCount),
    reviewCount,
    briefsWon: Number(row.briefs_won),
    approvalRate: approvalRateOf(Number(row.submissions_approved), Number(row.submissions_decided)),
    memberSince: new Date(row.created_at).toISOString(),
    photo: photoUrls(row.photo_hash),
    portfolio: (row.portfolio ?? []).map((item) => ({
      contentUrl: item.content_url,
      platform: contentPlatformOf(item.content_url),
      briefTitle: item.brief_title,
      result: item.won ? 'winner' : 'approved',
      thumbnailUrl: item.cover_hash ? photoUrl(item.cover_hash, 256) : youtubeThumbnailUrl(item.content_url),
    })),
  };
}

export function createDirectoryService({ db }: { db: Db }) {
  /** GET /api/brands/creators/directory: one statement per page, keyset-paged. */
  async function search(query: TCreatorDirectoryQuery): Promise<TCreatorDirectoryResponse> {
    const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
    const rows = await repo.listDirectory(
      db,
      {
        words: searchWords(query.q),
        categories: query.categories ?? [],
        platforms: query.platforms ?? [],
        location: query.location || undefined,
        minRating: query.minRating,
        minBriefsWon: query.minBriefsWon,
      },
      { sort: query.sort, limit: query.limit + 1, after },
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      creators: page.map(toDirectoryCreator),
      nextCursor: rows.length > query.limit && last ? encodeCursor(query.sort, last.sort_key, last.id) : null,
    };
  }

  /** GET /api/creators: the public index, top creators by verified wins then rating, paged by number. */
  async function publicIndex(query: TPublicCreatorsQuery): Promise<TPublicCreatorsResponse> {
    const rows = await repo.listDirectory(
      db,
      { words: [], categories: query.category ? [query.category] : [], platforms: [] },
      {
        sort: 'briefs_won',
        limit: PUBLIC_CREATORS_PAGE_SIZE + 1,
        offset: (query.page - 1) * PUBLIC_CREATORS_PAGE_SIZE,
      },
    );
    return {
      creators: rows.slice(0, PUBLIC_CREATORS_PAGE_SIZE).map(toDirectoryCreator),
      page: query.page,
      hasNextPage: rows.length > PUBLIC_CREATORS_PAGE_SIZE,
    };
  }

  return { search, publicIndex };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
