import { BRIEF_CATEGORIES, type BriefCategory } from '@briefly/shared/briefs';
import {
  DIRECTORY_PLATFORMS,
  DIRECTORY_SORTS,
  type DirectoryPlatform,
  type DirectorySort,
} from '@briefly/shared/creator-directory';

// The Creators tab's filters live in the address (?q=&categories=&platforms=&location=&minRating=&minWins=&sort=),
// so a search can be shared inside the team; anything unreadable in it is simply dropped.

export interface DirectoryFilters {
  q: string;
  categories: BriefCategory[];
  platforms: DirectoryPlatform[];
  location: string;
  minRating: number | null;
  minBriefsWon: number | null;
  sort: DirectorySort;
}

const listOf = <T extends string>(value: string | null, allowed: readonly T[]): T[] =>
  (value ?? '').split(',').filter((part): part is T => (allowed as readonly string[]).includes(part));

const numberOf = (value: string | null, min: number, max: number): number | null => {
  const number = value === null || value === '' ? NaN : Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : null;
};

export function readDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    categories: listOf(params.get('categories'), BRIEF_CATEGORIES),
    platforms: listOf(params.get('platforms'), DIRECTORY_PLATFORMS),
    location: (params.get('location') ?? '').slice(0, 100),
    minRating: numberOf(params.get('minRating'), 1, 5),
    minBriefsWon: numberOf(params.get('minWins'), 1, 10_000),
    sort: DIRECTORY_SORTS.find((value) => value === sort) ?? 'relevance',
  };
}

/** The filters written into `params` (others, like `tab`, kept); defaults left out for a short address. */
export function writeDirectoryFilters(params: URLSearchParams, filters: DirectoryFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', filters.q.trim());
  set('categories', filters.categories.join(','));
  set('platforms', filters.platforms.join(','));
  set('location', filters.location.trim());
  set('minRating', filters.minRating === null ? '' : String(filters.minRating));
  set('minWins', filters.minBriefsWon === null ? '' : String(filters.minBriefsWon));
  set('sort', filters.sort === 'relevance' ? '' : filters.sort);
  return next;
}

/** The API's query string for these filters. */
export function directoryQuery(filters: DirectoryFilters): Record<string, string | number | undefined> {
  return {
    q: filters.q.trim() || undefined,
    categories: filters.categories.join(',') || undefined,
    platforms: filters.platforms.join(',') || undefined,
    location: filters.location.trim() || undefined,
    minRating: filters.minRating ?? undefined,
    minBriefsWon: filters.minBriefsWon ?? undefined,
    sort: filters.sort,
  };
}

/** How many filters narrow the search (words excluded). */
export const activeFilterCount = (filters: DirectoryFilters) =>
  filters.categories.length +
  filters.platforms.length +
  (filters.location.trim() ? 1 : 0) +
  (filters.minRating === null ? 0 : 1) +
  (filters.minBriefsWon === null ? 0 : 1);

export const CATEGORY_LABELS: Record<BriefCategory, string> = {
  creative: 'Creative',
  technical: 'Technical',
  business: 'Business',
};

export const SORT_LABELS: Record<DirectorySort, string> = {
  relevance: 'Best match',
  rating: 'Highest rated',
  briefs_won: 'Most briefs won',
  newest: 'Newest',
};
