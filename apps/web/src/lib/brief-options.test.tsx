import { BRIEF_CATEGORIES, BRIEF_TEMPLATES, DEADLINE_BUCKETS, MARKETPLACE_SORTS } from '@briefly/shared/briefs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, DEADLINE_IDS, SORT_IDS, TEMPLATE_NAMES } from './brief-options';

describe('marketplace option lists', () => {
  it('are the shared contract’s lists', () => {
    expect(TEMPLATE_NAMES).toEqual(Object.fromEntries(BRIEF_TEMPLATES.map((template) => [template.id, template.name])));
    expect([...CATEGORY_IDS].sort()).toEqual([...BRIEF_CATEGORIES].sort());
    expect(SORT_IDS).toEqual(MARKETPLACE_SORTS);
    expect(DEADLINE_IDS).toEqual(DEADLINE_BUCKETS);
  });
});
