import { describe, expect, it } from 'vitest';
import { creatorRating, successRatePercent } from '@briefly/shared/submissions';
import { acceptsApplications, canReview, isChangeableByCreator, isReviewable } from './submissions.policy.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const HOUR = 60 * 60 * 1000;

describe('acceptsApplications (docs/product/submissions.md#brief-applicability)', () => {
  it.each([
    ['published, deadline ahead', 'published', HOUR, true],
    ['published, deadline passed', 'published', -HOUR, false],
    ['published, deadline now', 'published', 0, false],
    ['draft', 'draft', HOUR, false],
    ['archived', 'archived', HOUR, false],
  ] as const)('%s → %s', (_case, status, offset, expected) => {
    expect(acceptsApplications({ status, deadline: new Date(NOW.getTime() + offset) }, NOW)).toBe(expected);
  });
});

describe('changing and reviewing', () => {
  it.each([
    ['pending', true],
    ['approved', false],
    ['rejected', false],
  ] as const)('a %s submission: creator may change it → %s, it may be reviewed → %s', (status, expected) => {
    expect(isChangeableByCreator(status)).toBe(expected);
    expect(isReviewable(status)).toBe(expected);
  });

  it.each([
    ['its brief’s brand', { id: 'b1', type: 'brand' }, true],
    ['another brand', { id: 'b2', type: 'brand' }, false],
    ['an admin', { id: 'a1', type: 'admin' }, true],
    ['a creator', { id: 'b1', type: 'creator' }, false],
  ] as const)('canReview by %s → %s', (_who, actor, expected) => {
    expect(canReview(actor, { brandId: 'b1' })).toBe(expected);
  });
});

describe('creator figures (docs/product/creator-dashboard.md#analytics, #rating)', () => {
  it.each([
    [0, 0, null],
    [1, 0, 5],
    [0, 3, 0],
    [2, 1, 3.3],
    [1, 2, 1.7],
    [3, 1, 3.8],
  ])('rating with %i approved and %i rejected → %s', (approved, rejected, expected) => {
    expect(creatorRating(approved, rejected)).toBe(expected);
  });

  it.each([
    [0, 0, 0],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [5, 5, 100],
  ])('success rate of %i approved out of %i → %s%', (approved, total, expected) => {
    expect(successRatePercent(approved, total)).toBe(expected);
  });
});
