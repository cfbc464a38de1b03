import { centsToDollars, toNearestCents } from '@briefly/shared/money';
import {
  SAVED_SEARCHES_PER_CREATOR,
  type TCreateSavedSearchRequest,
  type TSavedSearch,
  type TSavedSearchesResponse,
  type TSavedSearchFilters,
  type TUpdateSavedSearchRequest,
} from '@briefly/shared/saved-searches';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/module.ts';
import { prefixQuery } from '../../lib/text-search.ts';
import { savedSearchLimitReached, savedSearchNotFound } from './saved-searches.errors.ts';
import * as repo from './saved-searches.repository.ts';

// A creator's saved marketplace searches (docs/product/saved-searches.md). Every query is scoped to
// the caller: another creator's search answers 404 as if it did not exist.

/** The filters as columns: the words trimmed (blank is none, as the marketplace treats them), dollars as cents. */
export function filterColumns(filters: TSavedSearchFilters) {
  const search = filters.search?.trim() || null;
  return {
    search,
    prefixQuery: search ? prefixQuery(search) : null,
    category: filters.category ?? null,
    template: filters.template ?? null,
    minRewardCents: filters.minReward !== undefined ? toNearestCents(filters.minReward) : null,
    maxRewardCents: filters.maxReward !== undefined ? toNearestCents(filters.maxReward) : null,
    deadline: filters.deadline,
    sort: filters.sort,
  };
}

export function toSavedSearch(row: repo.SavedSearchRow): TSavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: {
      ...(row.search ? { search: row.search } : {}),
      ...(row.category ? { category: row.category } : {}),
      ...(row.template ? { template: row.template } : {}),
      ...(row.minRewardCents !== null ? { minReward: centsToDollars(row.minRewardCents) } : {}),
      ...(row.maxRewardCents !== null ? { maxReward: centsToDollars(row.maxRewardCents) } : {}),
      deadline: row.deadline,
      sort: row.sort,
    },
    alert: row.alert,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createSavedSearchesService({ db, clock }: { db: Db; clock: Clock }) {
  async function list(creatorId: string): Promise<TSavedSearchesResponse> {
    return { savedSearches: (await repo.listOwn(db, creatorId)).map(toSavedSearch), limit: SAVED_SEARCHES_PER_CREATOR };
  }

  /** At most SAVED_SEARCHES_PER_CREATOR: saves of one creator are serialised, so parallel saves cannot pass the cap together. */
  async function create(creatorId: string, input: TCreateSavedSearchRequest): Promise<TSavedSearch> {
    const at = clock();
    const row = await db.transaction(async (tx) => {
      await repo.lockCreator(tx, creatorId);
      if ((await repo.countOwn(tx, creatorId)) >= SAVED_SEARCHES_PER_CREATOR) throw savedSearchLimitReached();
      return repo.insert(tx, {
        creatorId,
        name: input.name,
        alert: input.alert,
        ...filterColumns(input.filters),
        createdAt: at,
        updatedAt: at,
      });
    });
    return toSavedSearch(row);
  }

  async function update(creatorId: string, id: string, input: TUpdateSavedSearchRequest): Promise<TSavedSearch> {
    const row = await repo.updateOwn(db, creatorId, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.alert !== undefined ? { alert: input.alert } : {}),
      ...(input.filters !== undefined ? filterColumns(input.filters) : {}),
      updatedAt: clock(),
    });
    if (!row) throw savedSearchNotFound();
    return toSavedSearch(row);
  }

  async function remove(creatorId: string, id: string): Promise<void> {
    if (!(await repo.deleteOwn(db, creatorId, id))) throw savedSearchNotFound();
  }

  return { list, create, update, remove };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
