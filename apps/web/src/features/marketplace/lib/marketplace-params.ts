import { asTemplateFilter } from '@briefly/shared/brief-templates';
import { MARKETPLACE_PAGE_SIZE } from '@briefly/shared/limits';
import type { TSavedSearchFilters } from '@briefly/shared/saved-searches';
import { CATEGORY_IDS, DEADLINE_IDS, SORT_IDS } from '@/lib/brief-options';
import type { PublicBriefsParams } from '../api/get-public-briefs';

// The marketplace's address → the API query. Its own module so the route's loader can start the request
// before the page's code has arrived (app/router.tsx).

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((item) => item === value);

function readAmount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** The marketplace's filters as they stand in the address (and go to the API as they are). */
export function marketplaceParams(searchParams: URLSearchParams): PublicBriefsParams {
  const page = Number(searchParams.get('page'));
  const search = searchParams.get('search')?.trim();
  return {
    search: search || undefined,
    template: asTemplateFilter(searchParams.get('template')) ?? undefined,
    category: oneOf(CATEGORY_IDS, searchParams.get('category')),
    sort: oneOf(SORT_IDS, searchParams.get('sort')) ?? 'newest',
    minReward: readAmount(searchParams.get('minReward')),
    maxReward: readAmount(searchParams.get('maxReward')),
    deadline: oneOf(DEADLINE_IDS, searchParams.get('deadline')) ?? 'any',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    limit: MARKETPLACE_PAGE_SIZE,
  };
}

/** The filters and words of the marketplace's address as a saved search keeps them (no paging). */
export function savedSearchFilters(params: PublicBriefsParams): TSavedSearchFilters {
  return {
    ...(params.search ? { search: params.search } : {}),
    ...(params.category ? { category: params.category } : {}),
    ...(params.template ? { template: params.template } : {}),
    ...(params.minReward !== undefined ? { minReward: params.minReward } : {}),
    ...(params.maxReward !== undefined ? { maxReward: params.maxReward } : {}),
    deadline: params.deadline ?? 'any',
    sort: params.sort ?? 'newest',
  };
}
