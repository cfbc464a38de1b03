import { BRIEF_CATEGORIES, DEADLINE_BUCKETS, MARKETPLACE_SORTS } from '@briefly/shared/briefs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, DEADLINE_IDS, SORT_IDS } from './brief-options';

describe('marketplace option lists', () => {
  it('are the shared contract’s lists', () => {
    expect([...CATEGORY_IDS].sort()).toEqual([...BRIEF_CATEGORIES].sort());
    expect(SORT_IDS).toEqual(MARKETPLACE_SORTS);
    expect(DEADLINE_IDS).toEqual(DEADLINE_BUCKETS);
  });
});
