// The brief form's values and rules (docs/product/briefs.md#creation-checks, #reward-tiers): tiers
// from the automatic split or manual 'Reward N' tiers, the creation checks in order, and the request body.

import {
  BRIEF_MESSAGES,
  BRIEF_TEMPLATES,
  DEFAULT_REVISION_LIMIT,
  MAX_REVISION_LIMIT,
  MAX_WINNERS,
  validateBriefForm,
  type BriefStatus,
  type BriefTemplateId,
  type TBrandBrief,
  type TRewardTierInput,
} from '@briefly/shared/briefs';
import { centsToDollars, sumDollars, toCentsRoundedDown, toNearestCents } from '@briefly/shared/money';
import { splitRewardPool, equalRewardTiers, placeName } from '@briefly/shared/tiers';

export type TierMode = 'automatic' | 'manual';

/**
 * A number input's value as Mantine gives it: a number, or the text while it is not one yet ('', '12.').
 * Kept as typed so the input is never rewritten under the user's fingers.
 */
export type NumberField = number | string;

export interface TierDraft {
  name: string;
  description: string;
  cashAmount: NumberField;
  creditAmount: NumberField;
}

export interface BriefFormState {
  template: BriefTemplateId | null;
  title: string;
  description: string;
  requirements: string;
  location: string;
  /** ISO date-time of the deadline, or '' when none is set. */
  deadline: string;
  amountOfWinners: NumberField;
  reward: NumberField;
  isPrivate: boolean;
  /** Revision requests allowed per submission (docs/product/submissions.md#revisions). */
  revisionLimit: NumberField;
  /** Template extra fields (and any other additional fields the brief carries). */
  additionalFields: Record<string, string | string[]>;
  tierMode: TierMode;
  manualTiers: TierDraft[];
}

/** Fields whose options may be picked together. */
export const MULTI_VALUE_FIELDS = new Set(['promotionChannels']);

export const DEFAULT_LOCATION = 'Anywhere';

export function emptyBriefForm(template: BriefTemplateId | null = null): BriefFormState {
  const fields = template ? (BRIEF_TEMPLATES.find((entry) => entry.id === template)?.fields ?? []) : [];
  return {
    template,
    title: '',
    description: '',
    requirements: '',
    location: DEFAULT_LOCATION,
    deadline: '',
    amountOfWinners: 1,
    reward: '',
    isPrivate: false,
    revisionLimit: DEFAULT_REVISION_LIMIT,
    additionalFields: Object.fromEntries(
      fields.map((field) => [field.key, MULTI_VALUE_FIELDS.has(field.key) ? [] : '']),
    ),
    tierMode: 'automatic',
    manualTiers: [],
  };
}

export const templateById = (id: string | null | undefined) =>
  BRIEF_TEMPLATES.find((template) => template.id === id) ?? null;

/** The number a field holds; 0 while it holds none. */
export function asNumber(value: NumberField): number {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : 0;
}

export const isValidWinnerCount = (winners: NumberField) => {
  const count = asNumber(winners);
  return Number.isInteger(count) && count >= 1 && count <= MAX_WINNERS;
};

/** The automatic split of the pool by winner count (empty while the count is not usable); a typed fraction of a cent is dropped. */
export function automaticTiers(reward: NumberField, winners: NumberField): TierDraft[] {
  if (!isValidWinnerCount(winners)) return [];
  const poolCents = Math.max(0, toCentsRoundedDown(asNumber(reward)));
  return splitRewardPool(poolCents, asNumber(winners)).map((tier) => ({
    name: tier.name,
    description: '',
    cashAmount: centsToDollars(tier.amountCents),
    creditAmount: 0,
  }));
}

/** Manual tiers start as an equal split of the pool, named 'Reward N'. */
export function equalManualTiers(reward: NumberField, count: number): TierDraft[] {
  const pool = Math.max(0, asNumber(reward));
  return equalRewardTiers(toNearestCents(pool), Math.max(1, Math.min(MAX_WINNERS, count))).map((tier) => ({
    name: tier.name,
    description: '',
    cashAmount: centsToDollars(tier.amountCents),
    creditAmount: 0,
  }));
}

export const manualTierName = (index: number) => `Reward ${index + 1}`;

/** The tiers the form would send. */
export function formTiers(state: BriefFormState): TierDraft[] {
  return state.tierMode === 'automatic' ? automaticTiers(state.reward, state.amountOfWinners) : state.manualTiers;
}

export const tierAmount = (tier: TierDraft) => sumDollars([asNumber(tier.cashAmount), asNumber(tier.creditAmount)]);

export function tiersTotal(tiers: TierDraft[]): number {
  return sumDollars(tiers.flatMap((tier) => [asNumber(tier.cashAmount), asNumber(tier.creditAmount)]));
}

/**
 * The creation checks in their order (docs/product/briefs.md#creation-checks), the same list the
 * server runs. `signedIn` false gives the first message.
 */
export function checkBriefForm(
  state: BriefFormState,
  { signedIn, now = new Date() }: { signedIn: boolean; now?: Date },
): string | null {
  if (!signedIn) return BRIEF_MESSAGES.loginRequired;
  const tiers = formTiers(state);
  return validateBriefForm(
    {
      title: state.title,
      description: state.description,
      requirements: state.requirements,
      deadline: state.deadline,
      amountOfWinners: asNumber(state.amountOfWinners),
      reward: asNumber(state.reward),
      rewardTiers: tiers.map((tier) => ({
        cashAmount: asNumber(tier.cashAmount),
        creditAmount: asNumber(tier.creditAmount),
      })),
    },
    now,
  );
}

/** Non-empty additional fields only, trimmed. */
export function cleanAdditionalFields(fields: Record<string, string | string[]>): Record<string, string | string[]> {
  const entries = Object.entries(fields).flatMap(([key, value]): Array<[string, string | string[]]> => {
    if (Array.isArray(value)) {
      const items = value.map((item) => item.trim()).filter(Boolean);
      return items.length ? [[key, items]] : [];
    }
    const text = value.trim();
    return text ? [[key, text]] : [];
  });
  return Object.fromEntries(entries);
}

function tierInputs(state: BriefFormState): TRewardTierInput[] {
  return formTiers(state).map((tier, index) => ({
    name: tier.name || (state.tierMode === 'automatic' ? placeName(index + 1) : manualTierName(index)),
    description: tier.description,
    cashAmount: asNumber(tier.cashAmount),
    creditAmount: asNumber(tier.creditAmount),
  }));
}

/** The fields POST /api/briefs and PUT /api/briefs/:id share. */
export function briefBodyFields(state: BriefFormState) {
  return {
    title: state.title.trim(),
    description: state.description.trim(),
    requirements: state.requirements.trim(),
    additionalFields: cleanAdditionalFields(state.additionalFields),
    deadline: state.deadline,
    amountOfWinners: asNumber(state.amountOfWinners),
    reward: asNumber(state.reward),
    rewardTiers: tierInputs(state),
    isPrivate: state.isPrivate,
    revisionLimit: revisionLimitOf(state.revisionLimit),
  };
}

/** The limit the form sends: a whole number from 0 to MAX_REVISION_LIMIT (an empty field is the default). */
export function revisionLimitOf(value: NumberField): number {
  if (typeof value === 'string' && value.trim() === '') return DEFAULT_REVISION_LIMIT;
  return Math.max(0, Math.min(MAX_REVISION_LIMIT, Math.trunc(asNumber(value))));
}

/** POST /api/briefs body: funded with a succeeded payment intent, else saved as a draft. */
export function createBriefBody(state: BriefFormState, funding: { paymentIntentId: string } | { draft: true }) {
  return {
    ...briefBodyFields(state),
    location: state.location.trim() || DEFAULT_LOCATION,
    template: state.template,
    ...('paymentIntentId' in funding ? { paymentIntentId: funding.paymentIntentId } : { status: 'draft' as const }),
  };
}

/** PUT /api/briefs/:id body (the edit dialog). */
export function updateBriefBody(state: BriefFormState, status: BriefStatus) {
  return { ...briefBodyFields(state), location: state.location.trim() || DEFAULT_LOCATION, status };
}

// ---------------------------------------------------------------- deadlines

/** The picked calendar day → the end of that day in the brand's time zone, as ISO. */
export function endOfDayIso(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return '';
  return new Date(year, month - 1, date, 23, 59, 0, 0).toISOString();
}

/** ISO date-time → the local calendar day 'YYYY-MM-DD' the picker shows. */
export function localDay(iso: string): string | null {
  if (!iso) return null;
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

// ---------------------------------------------------------------- editing

const sameAmounts = (a: TierDraft[], b: TierDraft[]) =>
  a.length === b.length &&
  a.every(
    (tier, index) =>
      tier.name === b[index]?.name &&
      tierAmount(tier) === tierAmount(b[index]!) &&
      tier.creditAmount === b[index]?.creditAmount,
  );

/** A stored brief as form values; its tiers stay automatic when they are exactly the automatic split. */
export function briefToForm(brief: TBrandBrief): BriefFormState {
  const stored: TierDraft[] = [...brief.rewardTiers]
    .sort((a, b) => a.position - b.position)
    .map((tier) => ({
      name: tier.name,
      description: tier.description,
      cashAmount: tier.cashAmount,
      creditAmount: tier.creditAmount,
    }));
  const automatic = automaticTiers(brief.reward, brief.amountOfWinners);
  const isAutomatic = sameAmounts(stored, automatic);
  const template = templateById(brief.template);
  const templateDefaults = template ? emptyBriefForm(template.id).additionalFields : {};
  return {
    template: template?.id ?? null,
    title: brief.title,
    description: brief.description,
    requirements: brief.requirements,
    location: brief.location || DEFAULT_LOCATION,
    deadline: brief.deadline,
    amountOfWinners: brief.amountOfWinners,
    reward: brief.reward,
    isPrivate: brief.isPrivate,
    revisionLimit: brief.revisionLimit,
    additionalFields: { ...templateDefaults, ...brief.additionalFields },
    tierMode: isAutomatic ? 'automatic' : 'manual',
    manualTiers: isAutomatic ? [] : stored,
  };
}
