// How briefs read on screen (docs/product/briefs.md#brief-card, docs/product/marketplace.md): badges, the reward
// shown, additional fields, dates and the share link. Pure helpers shared by the brand and public pages.

import type { BriefStatus, TBrief } from '@briefly/shared/briefs';
import { paths } from '@/config/paths';
import { viewerDateTime, viewerZone } from '@/lib/viewer-time';

const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** Status badge text: 'Funded' if the brief is funded, else its status capitalised (docs/product/briefs.md#statuses). */
export function briefBadgeLabel(brief: { status: BriefStatus; isFunded: boolean }): string {
  return brief.isFunded ? 'Funded' : capitalise(brief.status);
}

export const STATUS_COLORS: Record<BriefStatus, string> = { published: 'green', draft: 'gray', archived: 'orange' };

export function briefBadgeColor(brief: { status: BriefStatus; isFunded: boolean }): string {
  return brief.isFunded ? 'teal' : STATUS_COLORS[brief.status];
}

export const statusLabel = (status: BriefStatus) => capitalise(status);

/** The reward a visitor sees: the tiers' total when above 0, else the pool (docs/product/marketplace.md#reward-shown). */
export function displayReward(brief: Pick<TBrief, 'reward' | 'totalRewardValue'>): number {
  return brief.totalRewardValue > 0 ? brief.totalRewardValue : brief.reward;
}

export type AdditionalFields = TBrief['additionalFields'];

const isFilled = (value: string | string[]) =>
  Array.isArray(value) ? value.some((item) => item.trim() !== '') : value.trim() !== '';

/** The fields that hold something; 'Additional Information' is shown only when this is not empty (docs/product/marketplace.md#brief-page). */
export function filledAdditionalFields(
  fields: AdditionalFields | null | undefined,
): Array<[string, string | string[]]> {
  if (!fields) return [];
  return Object.entries(fields).filter(([, value]) => isFilled(value));
}

/** 'podcastName' → 'Podcast name'; 'target-audience' → 'Target audience'. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return capitalise(words);
}

/** 'story-series' → 'Story series', 'instagram' → 'Instagram' (option values of the template fields); other text as is. */
export const humanizeValue = (value: string) => (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? humanizeKey(value) : value);

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** 'Nov 18, 2026' on the clock times are written in now (lib/viewer-time.ts). */
const dateFormat = () => {
  const timeZone = viewerZone();
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
    dateFormats.set(timeZone, format);
  }
  return format;
};

/** 'Nov 18, 2026'; an unreadable date gives '—'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat().format(date);
}

/** 'Wed, Nov 18, 2026 at 3:07 PM EST': on the viewer's clock, the zone named; an unreadable date gives '—'. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? viewerDateTime(iso) : '—';
}

/** The public link of a brief, as shared by brands: `${origin}/brief/{id}`. */
export function briefShareUrl(briefId: string): string {
  return `${window.location.origin}${paths.brief.getHref(briefId)}`;
}

export type SocialKind = 'website' | 'instagram' | 'twitter' | 'linkedin';

const SOCIAL_BASE: Record<Exclude<SocialKind, 'website'>, string> = {
  instagram: 'https://instagram.com/',
  twitter: 'https://x.com/',
  linkedin: 'https://www.linkedin.com/company/',
};

/**
 * A brand's social value as a link: full URLs are kept (http/https only), bare domains get https://,
 * '@handle' or 'handle' becomes the network's profile URL. Anything unusable gives null.
 */
export function socialHref(kind: SocialKind, raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null; // javascript:, mailto:, …
  if (kind === 'website' || value.includes('.') || value.includes('/')) {
    if (kind !== 'website' && !value.includes('.')) return null;
    try {
      return new URL(`https://${value}`).href;
    } catch {
      return null;
    }
  }
  const handle = value.replace(/^@/, '');
  if (!/^[\w.-]{1,100}$/.test(handle)) return null;
  return SOCIAL_BASE[kind] + encodeURIComponent(handle);
}
