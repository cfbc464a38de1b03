import { describe, expect, it } from 'vitest';
import { canMarkSolution, canReport, canSeeForumItem, type Viewer } from './forums.policy.ts';

const author: Viewer = { id: 'author', type: 'creator' };
const other: Viewer = { id: 'other', type: 'brand' };
const admin: Viewer = { id: 'admin', type: 'admin' };

describe('canSeeForumItem', () => {
  it.each([
    ['visible', null, true],
    ['visible', other, true],
    ['hidden', null, false],
    ['hidden', other, false],
    ['hidden', author, true],
    ['hidden', admin, true],
    ['removed', author, false],
    ['removed', other, false],
    ['removed', admin, true],
  ] as const)('%s to %o: %s', (visibility, viewer, expected) => {
    expect(canSeeForumItem(viewer, { authorId: author.id, visibility })).toBe(expected);
  });
});

describe('canMarkSolution and canReport', () => {
  it.each([
    [author, true, false],
    [other, false, true],
    [admin, true, false],
  ])('%o: mark %s, report %s', (viewer, mark, report) => {
    expect(canMarkSolution(viewer, { authorId: author.id })).toBe(mark);
    expect(canReport(viewer, { authorId: author.id })).toBe(report);
  });
});
