import { z } from 'zod';
import { ZPhoto } from './photos.ts';
import { BRIEF_CATEGORIES } from './briefs.ts';
import { limitParam, pageParam } from './paging.ts';

// The creator directory (docs/product/creator-directory.md): brands search creators by words,
// categories, platforms, location and the figures the platform verified; the public /creators index
// lists the top creators. Ranking: docs/decisions/044-creator-directory-ranking.md.

export const DIRECTORY_PLATFORMS = ['youtube', 'tiktok', 'instagram', 'x', 'linkedin'] as const;
export type DirectoryPlatform = (typeof DIRECTORY_PLATFORMS)[number];
export const DIRECTORY_SORTS = ['relevance', 'rating', 'briefs_won', 'newest'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const DIRECTORY_PAGE = { default: 20, max: 50 } as const;
export const PUBLIC_CREATORS_PAGE_SIZE = 24;

/** A comma-separated list in a query string (`categories=food,tech`), each value one of `values`. */
const listParam = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .string()
    .max(300)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(values, { message: `${name} must be among ${values.join(', ')}` })).max(values.length))
    .optional();

export const ZCreatorDirectoryQuery = z.strictObject({
  /** Words matched against names, user name, location, categories and bio; typos forgiven. */
  q: z.string().trim().max(100, 'The search can be at most 100 characters').optional(),
  categories: listParam('categories', BRIEF_CATEGORIES),
  platforms: listParam('platforms', DIRECTORY_PLATFORMS),
  location: z.string().trim().max(100, 'The location can be at most 100 characters').optional(),
  minRating: z.coerce
    .number({ message: 'minRating must be a number' })
    .min(1, 'minRating must be from 1 to 5')
    .max(5, 'minRating must be from 1 to 5')
    .optional(),
  minBriefsWon: z.coerce
    .number({ message: 'minBriefsWon must be a number' })
    .int('minBriefsWon must be a whole number')
    .min(0, 'minBriefsWon must be 0 or more')
    .max(10_000, 'minBriefsWon is too large')
    .optional(),
  sort: z.enum(DIRECTORY_SORTS, { message: `sort must be one of ${DIRECTORY_SORTS.join(', ')}` }).default('relevance'),
  /** The previous page's `nextCursor`, as given. */
  cursor: z.string().max(300, 'The cursor is not one this directory gave').optional(),
  limit: limitParam(DIRECTORY_PAGE.max, DIRECTORY_PAGE.default),
});
export type TCreatorDirectoryQuery = z.infer<typeof ZCreatorDirectoryQuery>;

export const ZDirectoryPortfolioItem = z.object({
  contentUrl: z.string(),
  platform: z.string(),
  briefTitle: z.string(),
  result: z.enum(['winner', 'approved']),
  /** The creator's cover for the item, else a YouTube video's standard thumbnail; null: show the platform's icon card. */
  thumbnailUrl: z.string().nullable(),
});
export type TDirectoryPortfolioItem = z.infer<typeof ZDirectoryPortfolioItem>;

/** One creator in the directory; figures are the public profile's (decision 030). */
export const ZDirectoryCreator = z.object({
  id: z.string(),
  userName: z.string(),
  displayName: z.string(),
  location: z.string(),
  categories: z.array(z.enum(BRIEF_CATEGORIES)),
  platforms: z.array(z.enum(DIRECTORY_PLATFORMS)),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  briefsWon: z.number().int(),
  /** Approved out of decided, whole percent; null before any decision. */
  approvalRate: z.number().int().nullable(),
  memberSince: z.string(),
  /** The creator's photo at four sizes, or null (initials are shown). */
  photo: ZPhoto,
  /** The last three items the creator shows in their portfolio. */
  portfolio: z.array(ZDirectoryPortfolioItem),
});
export type TDirectoryCreator = z.infer<typeof ZDirectoryCreator>;

export const ZCreatorDirectoryResponse = z.object({
  creators: z.array(ZDirectoryCreator),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TCreatorDirectoryResponse = z.infer<typeof ZCreatorDirectoryResponse>;

export const ZPublicCreatorsQuery = z.strictObject({
  category: z.enum(BRIEF_CATEGORIES, { message: `category must be one of ${BRIEF_CATEGORIES.join(', ')}` }).optional(),
  page: pageParam(1_000),
});
export type TPublicCreatorsQuery = z.infer<typeof ZPublicCreatorsQuery>;

export const ZPublicCreatorsResponse = z.object({
  creators: z.array(ZDirectoryCreator),
  page: z.number().int(),
  hasNextPage: z.boolean(),
});
export type TPublicCreatorsResponse = z.infer<typeof ZPublicCreatorsResponse>;
