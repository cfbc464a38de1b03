import { z } from 'zod';
import { limitParam, pageParam } from '../paging.ts';
import { ADMIN_PAGE_MAX_SIZE, ADMIN_PAGE_SIZE } from '../limits.ts';

// The filters every admin list shares (not part of the contract: admin.ts does not re-export them).

/** `status=` (blank) is the same as no filter: the reference client sends it for "All". */
export const statusFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(values).default(values[0]),
  );

/** The admin lists' `page` and `limit`. */
export const pageFields = { page: pageParam(100_000), limit: limitParam(ADMIN_PAGE_MAX_SIZE, ADMIN_PAGE_SIZE) };
