import { describe, expect, it } from 'vitest';
import { canCreatePost, canSendReply, FORUM_MESSAGES, parseTags, tagsProblem } from './forum-rules.ts';

describe('parseTags', () => {
  it.each([
    ['comma-separated text', 'video, hooks ,tiktok', ['video', 'hooks', 'tiktok']],
    ['blanks dropped', ' , video,, ,hooks, ', ['video', 'hooks']],
    ['repeats dropped case-insensitively, first spelling kept', 'Video, video, VIDEO, hooks', ['Video', 'hooks']],
    ['an array (the spec client)', [' a ', 'b', '', 'A'], ['a', 'b']],
    ['commas inside array items', ['a, b', 'c'], ['a', 'b', 'c']],
    ['nothing', '', []],
    ['undefined', undefined, []],
  ] as const)('%s', (_label, input, expected) => {
    expect(parseTags(input as string | string[] | undefined)).toEqual(expected);
  });
});

describe('tagsProblem', () => {
  it('allows ten tags of thirty characters', () => {
    expect(tagsProblem(Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(30, 'x')))).toBeNull();
  });
  it('refuses eleven tags and a 31-character tag', () => {
    expect(tagsProblem(Array.from({ length: 11 }, (_, i) => `t${i}`))).toBe(FORUM_MESSAGES.tooManyTags);
    expect(tagsProblem(['x'.repeat(31)])).toBe(FORUM_MESSAGES.tagTooLong);
  });
});

describe('Create Post and reply enablement', () => {
  it.each([
    [{ title: 'A', content: 'B' }, true],
    [{ title: '  ', content: 'B' }, false],
    [{ title: 'A', content: '\n ' }, false],
    [{ title: '', content: '' }, false],
  ])('%o → %s', (values, expected) => {
    expect(canCreatePost(values)).toBe(expected);
  });
  it('sends only a non-blank reply', () => {
    expect(canSendReply(' hi ')).toBe(true);
    expect(canSendReply(' \n\t')).toBe(false);
  });
});
