// Content links, checked rather than trusted (docs/product/submissions.md#content-links): a link is
// normalized before it is stored, so the same video sent in its short, mobile or tracked form is one
// link; its platform is recognized for the icon; and its identity (`key`) is what the duplicate flag
// compares. Nothing here fetches anything: a short link that only a redirect could resolve (vm.tiktok.com,
// t.co) stays as it was given, tidied.

export const CONTENT_PLATFORMS = [
  'youtube',
  'tiktok',
  'instagram',
  'x',
  'facebook',
  'vimeo',
  'twitch',
  'linkedin',
  'pinterest',
  'snapchat',
  'other',
] as const;
export type ContentPlatform = (typeof CONTENT_PLATFORMS)[number];

export const CONTENT_PLATFORM_NAMES: Record<ContentPlatform, string> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  x: 'X',
  facebook: 'Facebook',
  vimeo: 'Vimeo',
  twitch: 'Twitch',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  snapchat: 'Snapchat',
  other: 'Link',
};

export interface NormalizedContentLink {
  /** The link as stored and shown: https for the known platforms, no tracking, one form per item. */
  url: string;
  /** What makes two links the same item: `youtube:<video id>`, `tiktok:<video id>`, … or the normalized URL. */
  key: string;
  platform: ContentPlatform;
}

/** Query parameters that only say where a click came from; removed from every link. */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  'igsh',
  'si',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'srsltid',
  'ref_src',
  'ref_url',
]);
const isTracking = (name: string) => {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower);
};

const HOSTS: Array<[ContentPlatform, RegExp]> = [
  ['youtube', /^(?:(?:www|m|music)\.)?youtube\.com$|^youtu\.be$|^(?:www\.)?youtube-nocookie\.com$/],
  ['tiktok', /^(?:(?:www|m|vm|vt)\.)?tiktok\.com$/],
  ['instagram', /^(?:(?:www|m)\.)?instagram\.com$|^instagr\.am$/],
  ['x', /^(?:(?:www|mobile)\.)?(?:x|twitter)\.com$|^(?:www\.)?(?:fxtwitter|vxtwitter|fixupx|fixvx)\.com$/],
  ['facebook', /^(?:(?:www|m|web|business)\.)?facebook\.com$|^fb\.watch$|^(?:www\.)?fb\.com$/],
  ['vimeo', /^(?:(?:www|player)\.)?vimeo\.com$/],
  ['twitch', /^(?:(?:www|m|clips)\.)?twitch\.tv$/],
  ['linkedin', /^(?:(?:www|[a-z]{2})\.)?linkedin\.com$|^lnkd\.in$/],
  ['pinterest', /^(?:(?:www|[a-z]{2})\.)?pinterest\.(?:com|co\.uk|de|fr|ca|com\.au)$|^pin\.it$/],
  ['snapchat', /^(?:(?:www|story)\.)?snapchat\.com$/],
];

/** The platform a host belongs to; `other` for any other site. */
export function platformOfHost(hostname: string): ContentPlatform {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return HOSTS.find(([, pattern]) => pattern.test(host))?.[0] ?? 'other';
}

/** The platform of a link as stored (or as typed); `other` when it cannot be read. */
export function contentPlatformOf(link: string): ContentPlatform {
  try {
    return platformOfHost(new URL(link.trim()).hostname);
  } catch {
    return 'other';
  }
}

const segmentsOf = (url: URL) => url.pathname.split('/').filter((segment) => segment !== '');
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const DIGITS = /^\d+$/;
const INSTAGRAM_CODE = /^[A-Za-z0-9_-]+$/;

/** The same link with tracking parameters, an empty query and an empty fragment removed. */
function withoutTracking(url: URL): URL {
  const clean = new URL(url.href);
  const tracking: string[] = [];
  clean.searchParams.forEach((_value, name) => {
    if (isTracking(name)) tracking.push(name);
  });
  for (const name of tracking) clean.searchParams.delete(name);
  clean.search = clean.searchParams.toString() ? `?${clean.searchParams.toString()}` : '';
  if (clean.href.endsWith('#')) return new URL(clean.href.slice(0, -1));
  return clean;
}

/** A link on a known platform with a host we unify: https, canonical host, no tracking. */
function tidyOnHost(url: URL, host: string): string {
  const clean = withoutTracking(url);
  clean.protocol = 'https:';
  clean.hostname = host;
  clean.port = '';
  return clean.href;
}

function youtube(url: URL): NormalizedContentLink {
  const host = url.hostname;
  const segments = segmentsOf(url);
  let id: string | null = null;
  if (host === 'youtu.be') id = segments[0] ?? null;
  else if (segments[0] === 'watch') id = url.searchParams.get('v');
  else if (['shorts', 'embed', 'live', 'v', 'e'].includes(segments[0] ?? '')) id = segments[1] ?? null;
  if (id && YOUTUBE_ID.test(id)) {
    // Shorts, embeds, live replays and the short host all play the same video at watch?v=.
    return { url: `https://www.youtube.com/watch?v=${id}`, key: `youtube:${id}`, platform: 'youtube' };
  }
  // Not a video id we know the form of: tidied on its own host (a youtu.be path means nothing on youtube.com).
  const tidy = tidyOnHost(url, host === 'youtu.be' ? 'youtu.be' : 'www.youtube.com');
  return { url: tidy, key: tidy, platform: 'youtube' };
}

function tiktok(url: URL): NormalizedContentLink {
  const host = url.hostname;
  const segments = segmentsOf(url);
  // www.tiktok.com/@user/video/123 and /photo/123; m.tiktok.com/v/123.html
  const kind = segments[1];
  if (segments[0]?.startsWith('@') && (kind === 'video' || kind === 'photo') && DIGITS.test(segments[2] ?? '')) {
    const user = segments[0].toLowerCase();
    return {
      url: `https://www.tiktok.com/${user}/${kind}/${segments[2]}`,
      key: `tiktok:${segments[2]}`,
      platform: 'tiktok',
    };
  }
  const mobile = segments[0] === 'v' ? /^(\d+)(?:\.html)?$/.exec(segments[1] ?? '') : null;
  if (mobile) {
    // The mobile form carries no user name, so it stays a mobile link; its key is the video's.
    return { url: `https://m.tiktok.com/v/${mobile[1]}.html`, key: `tiktok:${mobile[1]}`, platform: 'tiktok' };
  }
  // Short links (vm.tiktok.com/ABC/, vt.tiktok.com/ABC/, www.tiktok.com/t/ABC/) name the same code.
  const code =
    host === 'vm.tiktok.com' || host === 'vt.tiktok.com' ? segments[0] : segments[0] === 't' ? segments[1] : null;
  if (code && /^[A-Za-z0-9]+$/.test(code)) {
    return { url: `https://vm.tiktok.com/${code}/`, key: `tiktok:short:${code}`, platform: 'tiktok' };
  }
  const tidy = withoutSearch(tidyOnHost(url, 'www.tiktok.com'));
  return { url: tidy, key: tidy, platform: 'tiktok' };
}

/** TikTok's and Instagram's share links carry only tracking in their query. */
const withoutSearch = (href: string) => {
  const url = new URL(href);
  url.search = '';
  return url.href;
};

function instagram(url: URL): NormalizedContentLink {
  const segments = segmentsOf(url);
  // /p/CODE, /reel/CODE, /reels/CODE, /tv/CODE, and the newer /<user>/p/CODE, /<user>/reel/CODE.
  const at = ['p', 'reel', 'reels', 'tv'].includes(segments[0] ?? '')
    ? 0
    : ['p', 'reel', 'reels', 'tv'].includes(segments[1] ?? '')
      ? 1
      : -1;
  const code = at >= 0 ? segments[at + 1] : undefined;
  if (code && INSTAGRAM_CODE.test(code)) {
    const kind = segments[at] === 'p' ? 'p' : segments[at] === 'tv' ? 'tv' : 'reel';
    // The shortcode names the media whatever the path around it; its letter case matters.
    return { url: `https://www.instagram.com/${kind}/${code}/`, key: `instagram:${code}`, platform: 'instagram' };
  }
  const tidy = withoutSearch(tidyOnHost(url, 'www.instagram.com'));
  return { url: tidy, key: tidy.toLowerCase(), platform: 'instagram' };
}

function x(url: URL): NormalizedContentLink {
  const segments = segmentsOf(url);
  // /user/status/123 (also /statuses/, /photo/1, /video/1 after it) and /i/web/status/123.
  const statusAt = segments.findIndex((segment) => segment === 'status' || segment === 'statuses');
  const id = statusAt > 0 ? segments[statusAt + 1] : undefined;
  if (id && DIGITS.test(id)) {
    const user = statusAt === 1 ? segments[0]!.toLowerCase() : 'i/web';
    return { url: `https://x.com/${user}/status/${id}`, key: `x:${id}`, platform: 'x' };
  }
  const clean = withoutTracking(url);
  for (const name of ['s', 't']) clean.searchParams.delete(name); // X's share parameters
  clean.search = clean.searchParams.toString() ? `?${clean.searchParams.toString()}` : '';
  const tidy = tidyOnHost(clean, 'x.com');
  return { url: tidy, key: tidy.toLowerCase(), platform: 'x' };
}

/**
 * The stored form of a content link. Expects an http(s) URL (the schemas check that first); anything
 * else is returned trimmed, as its own key.
 */
export function normalizeContentLink(input: string): NormalizedContentLink {
  const trimmed = input.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { url: trimmed, key: trimmed, platform: 'other' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { url: trimmed, key: trimmed, platform: 'other' };
  url.hostname = url.hostname.replace(/\.$/, ''); // "youtube.com." is youtube.com
  const platform = platformOfHost(url.hostname);
  switch (platform) {
    case 'youtube':
      return youtube(url);
    case 'tiktok':
      return tiktok(url);
    case 'instagram':
      return instagram(url);
    case 'x':
      return x(url);
    default: {
      // URL already lowercases the scheme and host and drops a default port.
      const href = withoutTracking(url).href;
      return { url: href, key: href, platform };
    }
  }
}

/**
 * What the brand's card says of a link sent before (docs/product/submissions.md#duplicate-links):
 * "Also submitted by another creator on 3 May", or by this creator to the brand's other brief. The
 * year is named when it is not this year's.
 */
export function duplicateLinkSentence(
  duplicate: { by: 'another_creator' | 'same_creator'; submittedAt: string; briefTitle: string | null },
  options: { now?: Date; timeZone?: string } = {},
): string {
  const at = new Date(duplicate.submittedAt);
  const now = options.now ?? new Date();
  const yearOf = (date: Date) =>
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: options.timeZone }).format(date);
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    ...(yearOf(at) === yearOf(now) ? {} : { year: 'numeric' }),
    timeZone: options.timeZone,
  }).format(at);
  return duplicate.by === 'another_creator'
    ? `Also submitted by another creator on ${day}`
    : `Also submitted by this creator to “${duplicate.briefTitle ?? 'another of your briefs'}” on ${day}`;
}

/**
 * A submission flagged as copying an earlier one to the same brief (decision 048), as the brand's card says
 * it: "Same link as Leo Martins's submission of 26 Nov 2026 (submitted first)". The date carries its year.
 */
export function duplicateOfSentence(
  duplicateOf: { creatorName: string; submittedAt: string },
  options: { timeZone?: string } = {},
): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: options.timeZone,
  }).format(new Date(duplicateOf.submittedAt));
  return `Same link as ${duplicateOf.creatorName}’s submission of ${day} (submitted first)`;
}

/** The first submission of a link a later one copied (decision 048). */
export const LATER_DUPLICATE_SENTENCE = 'A later submission uses the same link';
