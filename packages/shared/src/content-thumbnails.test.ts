import { describe, expect, it } from 'vitest';
import { youtubeThumbnailUrl } from './content-thumbnails.ts';

describe('youtubeThumbnailUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&utm_source=x', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s → the video id %s', (link, id) => {
    expect(youtubeThumbnailUrl(link)).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
  });

  it.each(['https://www.tiktok.com/@a/video/123', 'https://www.youtube.com/@channel', 'not a link'])(
    '%s → null',
    (link) => expect(youtubeThumbnailUrl(link)).toBeNull(),
  );
});
