import { z } from 'zod';

// Paging of list routes, the same words everywhere: `page` and `limit` (or `offset`) in the query string,
// `total`, `page`, `limit` in the answer.

/** `limit` in a query string: a whole number from 1 to `max`, `fallback` when absent. */
export const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

/** `page` in a query string: a whole number from 1 to `max`, 1 when absent. */
export const pageParam = (max: number) =>
  z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(max, 'page is too large')
    .default(1);

/** `offset` in a query string: a whole number from 0 to 100,000, 0 when absent. */
export const offsetParam = () =>
  z.coerce
    .number({ message: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(100_000, 'offset is too large')
    .default(0);

/** A page-numbered list's query: `page` (up to `maxPage`) and `limit`. */
export const pageQueryFields = ({
  maxPage,
  maxLimit,
  defaultLimit,
}: {
  maxPage: number;
  maxLimit: number;
  defaultLimit: number;
}) => ({
  page: pageParam(maxPage),
  limit: limitParam(maxLimit, defaultLimit),
});

/** A page-numbered list's answer beside its rows: how many match, which page, how many a page. */
export const pageResultFields = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };
