import { describe, expect, it } from 'vitest';
import { canViewBrief, type Viewer } from './briefs.policy.ts';

const BRAND = 'brand-1';
const viewers: Record<string, Viewer | null> = {
  anonymous: null,
  owner: { id: BRAND, type: 'brand' },
  otherBrand: { id: 'brand-2', type: 'brand' },
  creator: { id: 'creator-1', type: 'creator' },
  admin: { id: 'admin-1', type: 'admin' },
};

describe('canViewBrief', () => {
  it.each([
    // status, isPrivate, viewer, invited, expected
    ['published', false, 'anonymous', false, true],
    ['archived', false, 'anonymous', false, true],
    ['draft', false, 'anonymous', false, false],
    ['draft', false, 'creator', true, false],
    ['draft', false, 'otherBrand', false, false],
    ['draft', false, 'owner', false, true],
    ['draft', true, 'admin', false, true],
    ['published', true, 'anonymous', false, false],
    ['published', true, 'creator', false, false],
    ['published', true, 'creator', true, true],
    ['published', true, 'otherBrand', false, false],
    ['published', true, 'owner', false, true],
    ['published', true, 'admin', false, true],
    ['archived', true, 'creator', true, true],
  ] as const)('%s, private %s, %s (invited %s) → %s', (status, isPrivate, viewer, invited, expected) => {
    expect(canViewBrief(viewers[viewer] ?? null, { brandId: BRAND, status, isPrivate }, invited)).toBe(expected);
  });
});
