import { describe, expect, it } from 'vitest';
import { SUBMISSION_CONTENT_PLATFORMS } from './submissions.ts';
import {
  CONTENT_PLATFORMS,
  contentPlatformOf,
  duplicateLinkSentence,
  normalizeContentLink,
  type ContentPlatform,
} from './content-links.ts';

// Real-world forms of content links, as creators paste them from the apps' share sheets and browsers
// (docs/product/submissions.md#content-links): [given, stored, key, platform].
const CASES: Array<[string, string, string, ContentPlatform]> = [
  // YouTube: long, short, mobile, shorts, embed, live, music, tracking and timestamps.
  [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube:dQw4w9WgXcQ',
    'youtube',
  ],
  [
    'https://youtu.be/dQw4w9WgXcQ?si=B_RZg_I-lLaa7UU-',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube:dQw4w9WgXcQ',
    'youtube',
  ],
  [
    'HTTPS://YOUTU.BE/dQw4w9WgXcQ?t=42',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube:dQw4w9WgXcQ',
    'youtube',
  ],
  [
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube:dQw4w9WgXcQ',
    'youtube',
  ],
  [
    'http://youtube.com/watch?feature=youtu.be&v=dQw4w9WgXcQ&ab_channel=RickAstley',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube:dQw4w9WgXcQ',
    'youtube',
  ],
  [
    'https://www.youtube.com/shorts/aqz-KE-bpKQ?feature=share',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'youtube:aqz-KE-bpKQ',
    'youtube',
  ],
  [
    'https://youtube.com/shorts/aqz-KE-bpKQ?si=xyz123',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'youtube:aqz-KE-bpKQ',
    'youtube',
  ],
  [
    'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube:dQw4w9WgXcQ',
    'youtube',
  ],
  [
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube:dQw4w9WgXcQ',
    'youtube',
  ],
  [
    'https://www.youtube.com/live/jfKfPfyJRdk?si=abc',
    'https://www.youtube.com/watch?v=jfKfPfyJRdk',
    'youtube:jfKfPfyJRdk',
    'youtube',
  ],
  [
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=RDAMVM',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube:dQw4w9WgXcQ',
    'youtube',
  ],
  [
    'https://www.youtube.com/@MrBeast?utm_source=newsletter',
    'https://www.youtube.com/@MrBeast',
    'https://www.youtube.com/@MrBeast',
    'youtube',
  ],
  // TikTok: web, share sheet with tracking, user name case, photo posts, mobile and short links.
  [
    'https://www.tiktok.com/@scout2015/video/6718335390845095173',
    'https://www.tiktok.com/@scout2015/video/6718335390845095173',
    'tiktok:6718335390845095173',
    'tiktok',
  ],
  [
    'https://www.tiktok.com/@Scout2015/video/6718335390845095173?is_from_webapp=1&sender_device=pc&web_id=7',
    'https://www.tiktok.com/@scout2015/video/6718335390845095173',
    'tiktok:6718335390845095173',
    'tiktok',
  ],
  [
    'https://tiktok.com/@scout2015/video/6718335390845095173?_r=1&_t=8fYQ&lang=en',
    'https://www.tiktok.com/@scout2015/video/6718335390845095173',
    'tiktok:6718335390845095173',
    'tiktok',
  ],
  [
    'https://m.tiktok.com/v/6718335390845095173.html?u_code=abc',
    'https://m.tiktok.com/v/6718335390845095173.html',
    'tiktok:6718335390845095173',
    'tiktok',
  ],
  [
    'https://www.tiktok.com/@maya.makes/photo/7301234567890123456?utm_campaign=x',
    'https://www.tiktok.com/@maya.makes/photo/7301234567890123456',
    'tiktok:7301234567890123456',
    'tiktok',
  ],
  ['https://vm.tiktok.com/ZMeAbCdEf/', 'https://vm.tiktok.com/ZMeAbCdEf/', 'tiktok:short:ZMeAbCdEf', 'tiktok'],
  ['https://vt.tiktok.com/ZMeAbCdEf', 'https://vm.tiktok.com/ZMeAbCdEf/', 'tiktok:short:ZMeAbCdEf', 'tiktok'],
  ['https://www.tiktok.com/t/ZMeAbCdEf/?k=1', 'https://vm.tiktok.com/ZMeAbCdEf/', 'tiktok:short:ZMeAbCdEf', 'tiktok'],
  // Instagram: posts, reels (/reel/ and /reels/), IGTV, the user-prefixed form, instagr.am, igsh/igshid.
  [
    'https://www.instagram.com/p/CxYz123AbC/',
    'https://www.instagram.com/p/CxYz123AbC/',
    'instagram:CxYz123AbC',
    'instagram',
  ],
  [
    'https://instagram.com/p/CxYz123AbC?igshid=MzRlODBiNWFlZA==',
    'https://www.instagram.com/p/CxYz123AbC/',
    'instagram:CxYz123AbC',
    'instagram',
  ],
  [
    'https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=MWQ1ZGUxMzBkMA==',
    'https://www.instagram.com/reel/C1a2B3c4D5e/',
    'instagram:C1a2B3c4D5e',
    'instagram',
  ],
  [
    'https://www.instagram.com/reels/C1a2B3c4D5e/',
    'https://www.instagram.com/reel/C1a2B3c4D5e/',
    'instagram:C1a2B3c4D5e',
    'instagram',
  ],
  [
    'https://www.instagram.com/maya.makes/reel/C1a2B3c4D5e/?utm_source=ig_web_copy_link',
    'https://www.instagram.com/reel/C1a2B3c4D5e/',
    'instagram:C1a2B3c4D5e',
    'instagram',
  ],
  ['http://instagr.am/p/CxYz123AbC', 'https://www.instagram.com/p/CxYz123AbC/', 'instagram:CxYz123AbC', 'instagram'],
  [
    'https://www.instagram.com/tv/B8aBcDeFgHi/',
    'https://www.instagram.com/tv/B8aBcDeFgHi/',
    'instagram:B8aBcDeFgHi',
    'instagram',
  ],
  [
    'https://www.Instagram.com/Maya.Makes/?hl=en',
    'https://www.instagram.com/Maya.Makes/',
    'https://www.instagram.com/maya.makes/',
    'instagram',
  ],
  // X and Twitter: both hosts, mobile, share parameters, media suffixes, the embed proxies.
  ['https://twitter.com/jack/status/20', 'https://x.com/jack/status/20', 'x:20', 'x'],
  ['https://x.com/jack/status/20?s=46&t=AbCdEf', 'https://x.com/jack/status/20', 'x:20', 'x'],
  ['https://mobile.twitter.com/Jack/status/20?ref_src=twsrc%5Etfw', 'https://x.com/jack/status/20', 'x:20', 'x'],
  ['https://www.x.com/jack/status/20/photo/1', 'https://x.com/jack/status/20', 'x:20', 'x'],
  ['https://twitter.com/jack/statuses/20', 'https://x.com/jack/status/20', 'x:20', 'x'],
  ['https://fxtwitter.com/jack/status/20', 'https://x.com/jack/status/20', 'x:20', 'x'],
  ['https://twitter.com/i/web/status/20', 'https://x.com/i/web/status/20', 'x:20', 'x'],
  ['https://twitter.com/Jack?lang=en&s=20', 'https://x.com/Jack?lang=en', 'https://x.com/jack?lang=en', 'x'],
  // Any other site: scheme and host lowercased, default port and tracking gone, path and other parameters kept.
  [
    'HTTP://Example.COM:80/Blog/Post?id=7&utm_source=tw&utm_medium=social',
    'http://example.com/Blog/Post?id=7',
    'http://example.com/Blog/Post?id=7',
    'other',
  ],
  [
    'https://EXAMPLE.com:443/a?fbclid=IwAR3x&gclid=Cj0K&b=2#',
    'https://example.com/a?b=2',
    'https://example.com/a?b=2',
    'other',
  ],
  [
    'https://shop.example.com/p/1?mc_cid=1&mc_eid=2&_hsenc=p2&_hsmi=3&msclkid=4',
    'https://shop.example.com/p/1',
    'https://shop.example.com/p/1',
    'other',
  ],
  [
    '  https://blog.example.org/post#section-2  ',
    'https://blog.example.org/post#section-2',
    'https://blog.example.org/post#section-2',
    'other',
  ],
  [
    'https://www.facebook.com/watch/?v=1234567890&mibextid=abc&fbclid=x',
    'https://www.facebook.com/watch/?v=1234567890&mibextid=abc',
    'https://www.facebook.com/watch/?v=1234567890&mibextid=abc',
    'facebook',
  ],
  ['https://fb.watch/abc123/', 'https://fb.watch/abc123/', 'https://fb.watch/abc123/', 'facebook'],
  [
    'https://vimeo.com/76979871?share=copy',
    'https://vimeo.com/76979871?share=copy',
    'https://vimeo.com/76979871?share=copy',
    'vimeo',
  ],
  [
    'https://clips.twitch.tv/AwkwardHelplessSalamanderSwiftRage',
    'https://clips.twitch.tv/AwkwardHelplessSalamanderSwiftRage',
    'https://clips.twitch.tv/AwkwardHelplessSalamanderSwiftRage',
    'twitch',
  ],
  [
    'https://www.linkedin.com/posts/maya_ugc-activity-7123?utm_source=share&utm_medium=member_desktop',
    'https://www.linkedin.com/posts/maya_ugc-activity-7123',
    'https://www.linkedin.com/posts/maya_ugc-activity-7123',
    'linkedin',
  ],
  ['https://pin.it/1a2b3c', 'https://pin.it/1a2b3c', 'https://pin.it/1a2b3c', 'pinterest'],
  [
    'https://www.snapchat.com/spotlight/W7_EDlXWTBiXAEEniNoMPwAAYZ',
    'https://www.snapchat.com/spotlight/W7_EDlXWTBiXAEEniNoMPwAAYZ',
    'https://www.snapchat.com/spotlight/W7_EDlXWTBiXAEEniNoMPwAAYZ',
    'snapchat',
  ],
  // Look-alike hosts are not the platform.
  [
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'other',
  ],
  [
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'other',
  ],
];

describe('normalizeContentLink (docs/product/submissions.md#content-links)', () => {
  it('has at least 30 real-world forms', () => expect(CASES.length).toBeGreaterThanOrEqual(30));

  it.each(CASES)('%s', (given, url, key, platform) => {
    expect(normalizeContentLink(given)).toEqual({ url, key, platform });
  });

  it('is idempotent: a stored link normalizes to itself', () => {
    for (const [, url, key, platform] of CASES) expect(normalizeContentLink(url)).toEqual({ url, key, platform });
  });

  it('gives one key to every form of one video', () => {
    const forms = [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&si=a',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ];
    expect(new Set(forms.map((form) => normalizeContentLink(form).key))).toEqual(new Set(['youtube:dQw4w9WgXcQ']));
  });

  it('keeps a youtu.be link whose path is not a video id on youtu.be (youtube.com would not open it)', () => {
    expect(normalizeContentLink('https://youtu.be/9c42654b?utm_source=x')).toEqual({
      url: 'https://youtu.be/9c42654b',
      key: 'https://youtu.be/9c42654b',
      platform: 'youtube',
    });
  });

  it('leaves what is not an http(s) URL as it was (the schemas refuse it before)', () => {
    expect(normalizeContentLink('javascript:alert(1)')).toEqual({
      url: 'javascript:alert(1)',
      key: 'javascript:alert(1)',
      platform: 'other',
    });
    expect(normalizeContentLink(' not a link ').url).toBe('not a link');
  });
});

it('names the same platforms as the submission schemas', () => {
  expect([...SUBMISSION_CONTENT_PLATFORMS]).toEqual([...CONTENT_PLATFORMS]);
});

describe('contentPlatformOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://vm.tiktok.com/ZMeAbCdEf/', 'tiktok'],
    ['https://www.instagram.com/p/CxYz123AbC/', 'instagram'],
    ['https://x.com/jack/status/20', 'x'],
    ['https://example.com', 'other'],
    ['not a link', 'other'],
  ] as const)('%s → %s', (link, platform) => expect(contentPlatformOf(link)).toBe(platform));
});

describe('duplicateLinkSentence', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it.each([
    [
      { by: 'another_creator' as const, submittedAt: '2026-05-03T10:00:00Z', briefTitle: null },
      'Also submitted by another creator on 3 May',
    ],
    [
      { by: 'same_creator' as const, submittedAt: '2026-05-03T10:00:00Z', briefTitle: 'Spring roast' },
      'Also submitted by this creator to “Spring roast” on 3 May',
    ],
    [
      { by: 'another_creator' as const, submittedAt: '2025-12-31T10:00:00Z', briefTitle: null },
      'Also submitted by another creator on 31 December 2025',
    ],
  ])('%o', (duplicate, sentence) => {
    expect(duplicateLinkSentence(duplicate, { now, timeZone: 'UTC' })).toBe(sentence);
  });
});
