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

/** What a brand brief's money badge reads from (TBrandBrief's figures). */
export interface BriefMoneyFigures {
  status: BriefStatus;
  isFunded: boolean;
  fundedAmount: number;
  heldAmount: number;
  totalRewardsPaid: number;
  winnersCount: number;
  unsettledAwards: number;
}

/**
 * Where a brand brief's money is (docs/product/brand-dashboard.md#manage-rewards): 'Rewards awarded' while an
 * award waits for its payout (or the awards are prizes), 'Paid out' once every cash or credit award reached
 * its creator, 'Refunded' when the pool went back to the brand with nothing awarded, else 'Funded'; an
 * unfunded brief reads its status. An archived brief is labelled by its money too, never 'Funded' after awards.
 */
export function briefMoneyBadge(brief: BriefMoneyFigures): { label: string; color: string } {
  if (!brief.isFunded) return { label: briefBadgeLabel(brief), color: briefBadgeColor(brief) };
  if (brief.unsettledAwards > 0 || (brief.winnersCount > 0 && brief.totalRewardsPaid <= 0))
    return { label: 'Rewards awarded', color: 'yellow' };
  if (brief.winnersCount > 0) return { label: 'Paid out', color: 'green' };
  if (brief.heldAmount <= 0 && brief.fundedAmount > 0) return { label: 'Refunded', color: 'gray' };
  return { label: 'Funded', color: 'teal' };
}

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
