import { randomUUID } from 'node:crypto';
import {
  BRIEF_MESSAGES,
  briefCategory,
  MAX_WINNERS,
  validateBriefForm,
  type BriefStatus,
  type TBrandBrief,
  type TBrandBriefResponse,
  type TCreateBriefRequest,
  type TCreateBriefResponse,
  type TRewardTierInput,
  type TUpdateBriefRequest,
} from '@briefly/shared/briefs';
import { centsToDollars, dollarsToCents, formatCents, hasCentsPrecision } from '@briefly/shared/money';
import { placeName, splitRewardPool } from '@briefly/shared/tiers';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../lib/errors.ts';
import { balanceOf, briefMoneyFiguresOf, hasHistory } from '../../ledger/index.ts';
import { briefPoolAccount } from '../../ledger/index.ts';
import { announceIfNowPublic, fundBriefInTx } from '../brief-funding.ts';
import { toBrandBrief } from '../briefs.mappers.ts';
import type { Viewer } from '../briefs.policy.ts';
import * as repo from '../briefs.repository.ts';
import {
  briefHasFunds,
  briefHasPaymentHistory,
  briefNotFound,
  deadlinePassedPublish,
  fundBeforePublishing,
  rewardAboveHeld,
  rewardBelowFunded,
} from '../briefs.errors.ts';
import type { BriefsDeps } from './deps.ts';

type BriefFields = Pick<
  TCreateBriefRequest,
  'title' | 'description' | 'requirements' | 'deadline' | 'amountOfWinners' | 'reward' | 'rewardTiers'
>;

/** Tiers as given, named by place when unnamed; omitted, the automatic split of the pool (docs/product/briefs.md#reward-tiers). */
function resolveTiers(input: BriefFields): repo.NewTier[] {
  if (input.rewardTiers) {
    return input.rewardTiers.map((tier: TRewardTierInput, index) => ({
      position: index + 1,
      name: tier.name || placeName(index + 1),
      description: tier.description,
      cashCents: dollarsToCents(tier.cashAmount),
      creditCents: dollarsToCents(tier.creditAmount),
    }));
  }
  const winners = input.amountOfWinners;
  if (!Number.isInteger(winners) || winners < 1 || winners > MAX_WINNERS || !hasCentsPrecision(input.reward)) return [];
  return splitRewardPool(dollarsToCents(input.reward), winners).map((split) => ({
    position: split.position,
    name: split.name,
    description: '',
    cashCents: split.amountCents,
    creditCents: 0,
  }));
}

const formValues = (input: BriefFields, tiers: repo.NewTier[]) => ({
  title: input.title,
  description: input.description,
  requirements: input.requirements,
  deadline: input.deadline,
  amountOfWinners: input.amountOfWinners,
  reward: input.reward,
  rewardTiers: tiers.map((tier) => ({
    cashAmount: centsToDollars(tier.cashCents ?? 0),
    creditAmount: centsToDollars(tier.creditCents ?? 0),
  })),
});

const sameTiers = (a: repo.NewTier[], b: repo.TierRow[]) =>
  a.length === b.length &&
  a.every(
    (tier, index) =>
      tier.name === b[index]?.name &&
      tier.description === b[index]?.description &&
      tier.cashCents === b[index]?.cashCents &&
      tier.creditCents === b[index]?.creditCents,
  );

/** Work done in a brief change's transaction, with the brief before and after (see updateBrief). */
export type BriefChangeHook = (tx: Db, before: repo.BriefRow, after: repo.BriefRow) => Promise<void>;

/** The brand's own briefs: creating, changing (fields, tiers, status) and deleting them. */
export function ownBriefUseCases(deps: BriefsDeps) {
  const { db, payments, events, now } = deps;

  async function loadOwnBrief(brandId: string, id: string): Promise<TBrandBrief> {
    const row = await repo.findBriefWithBrand(db, id);
    if (!row || row.brief.brandId !== brandId) throw briefNotFound();
    return toBrandBrief(row);
  }

  // ---------------------------------------------------------------- create

  /**
   * POST /api/briefs. With a paymentIntentId the provider is asked whether it succeeded for exactly
   * the reward and was not used before; then brief, tiers, funding and ledger posting commit in one
   * transaction. Without one, an unfunded draft. isFunded, fundedAt and status are never trusted.
   */
  async function createBrief(actor: Viewer, input: TCreateBriefRequest): Promise<TCreateBriefResponse> {
    const tiers = resolveTiers(input);
    const problem = validateBriefForm(formValues(input, tiers), now());
    if (problem) throw badRequest(problem);
    const rewardCents = dollarsToCents(input.reward);
    const paymentIntentId = input.paymentIntentId?.trim() || null;
    const checkedIntent = paymentIntentId
      ? await payments.checkIntentForNewBrief(actor.id, paymentIntentId, rewardCents)
      : null;

    const briefId = randomUUID();
    const createdAt = now();
    await db.transaction(async (tx) => {
      // The claim comes first: of parallel requests with one intent, all but one stop here.
      const recordBrief = checkedIntent ? await payments.claimIntentForNewBrief(tx, checkedIntent) : null;
      await repo.insertBrief(tx, {
        id: briefId,
        brandId: actor.id,
        title: input.title.trim(),
        description: input.description.trim(),
        requirements: input.requirements.trim(),
        location: input.location || 'Anywhere',
        template: input.template,
        additionalFields: input.additionalFields,
        deadline: new Date(input.deadline),
        amountOfWinners: input.amountOfWinners,
        rewardCents,
        isPrivate: input.isPrivate,
        revisionLimit: input.revisionLimit,
        status: 'draft',
        category: briefCategory(input.title, input.description),
        createdAt,
        updatedAt: createdAt,
      });
      await repo.insertTiers(tx, briefId, tiers);
      if (!paymentIntentId || !recordBrief) return false;
      await recordBrief(briefId);
      const brief = await fundBriefInTx(tx, {
        briefId,
        brandId: actor.id,
        amountCents: rewardCents,
        source: { kind: 'card', referenceType: 'payment_intent', referenceId: paymentIntentId },
        now: createdAt,
        publish: input.status !== 'draft',
        events,
      });
      if (!brief) throw new Error(`new brief ${briefId} could not be funded`);
      await events.publish(tx, {
        type: 'brief.funded',
        briefId,
        brandId: actor.id,
        amountCents: rewardCents,
        source: 'card',
      });
      return true;
    });
    return { id: briefId, brief: await loadOwnBrief(actor.id, briefId) };
  }

  // ---------------------------------------------------------------- update

  async function applyStatus(tx: Db, brief: repo.BriefRow, status: BriefStatus): Promise<repo.BriefRow> {
    if (status === brief.status) return brief;
    const at = now();
    if (status === 'published') {
      if (!brief.fundedAt) throw fundBeforePublishing();
      if (brief.deadline.getTime() <= at.getTime()) throw deadlinePassedPublish();
      return repo.updateBrief(tx, brief.id, { status, archivedAt: null, updatedAt: at });
    }
    return repo.updateBrief(tx, brief.id, { status, archivedAt: status === 'archived' ? at : null, updatedAt: at });
  }

  /**
   * PUT /api/briefs/:id: `{ status }` alone, or a full edit. The brand's own briefs only (404 otherwise).
   * `also` runs in the same transaction with the brief before and after (the admin's audit row).
   */
  async function updateBrief(
    actor: Viewer,
    id: string,
    input: TUpdateBriefRequest,
    also?: BriefChangeHook,
  ): Promise<TBrandBriefResponse> {
    await db.transaction(async (tx) => {
      const brief = await repo.lockOwnBrief(tx, id, actor.id);
      if (!brief) throw briefNotFound();
      const finish = async (after: repo.BriefRow) => {
        await announceIfNowPublic(tx, events, brief, after);
        if (after.status === 'archived' && brief.status !== 'archived') {
          await events.publish(tx, {
            type: 'brief.archived',
            briefId: id,
            brandId: actor.id,
            title: after.title,
            archivedAt: (after.archivedAt ?? now()).toISOString(),
          });
        }
        if (also) await also(tx, brief, after);
      };
      if (!('title' in input)) return finish(await applyStatus(tx, brief, input.status));

      const current = (await repo.tiersOf(tx, [id])).get(id) ?? [];
      const rewardCents = dollarsToCents(input.reward);
      const keepTiers =
        !input.rewardTiers && rewardCents === brief.rewardCents && input.amountOfWinners === brief.amountOfWinners;
      const tiers: repo.NewTier[] = keepTiers
        ? current.map((tier) => ({
            position: tier.position,
            name: tier.name,
            description: tier.description,
            cashCents: tier.cashCents,
            creditCents: tier.creditCents,
          }))
        : resolveTiers(input);
      const problem = validateBriefForm(formValues(input, tiers), now());
      // An archived brief keeps its past deadline while its other fields are edited.
      const deadlineUnchanged = Date.parse(input.deadline) === brief.deadline.getTime();
      if (problem && !(problem === BRIEF_MESSAGES.deadlinePast && deadlineUnchanged)) throw badRequest(problem);

      if (brief.fundedAt) {
        const { funded: fundedCents, remaining: heldCents } = await briefMoneyFiguresOf(tx, id);
        if (rewardCents < fundedCents) throw rewardBelowFunded(formatCents(fundedCents));
        if (rewardCents > heldCents) throw rewardAboveHeld(formatCents(heldCents));
      }
      let updated = await repo.updateBrief(tx, id, {
        title: input.title.trim(),
        description: input.description.trim(),
        requirements: input.requirements.trim(),
        ...(input.location !== undefined ? { location: input.location || 'Anywhere' } : {}),
        ...(input.template !== undefined ? { template: input.template } : {}),
        additionalFields: input.additionalFields,
        deadline: new Date(input.deadline),
        amountOfWinners: input.amountOfWinners,
        rewardCents,
        isPrivate: input.isPrivate,
        ...(input.revisionLimit !== undefined ? { revisionLimit: input.revisionLimit } : {}),
        category: briefCategory(input.title, input.description),
        updatedAt: now(),
      });
      if (!sameTiers(tiers, current)) await repo.replaceTiers(tx, id, tiers);
      if (input.status) updated = await applyStatus(tx, updated, input.status);
      await finish(updated);
    });
    return { brief: await loadOwnBrief(actor.id, id) };
  }

  /** DELETE /api/briefs/:id: refused while money is held for it, or once it has payment history. */
  async function deleteBrief(actor: Viewer, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const brief = await repo.lockOwnBrief(tx, id, actor.id);
      if (!brief) throw briefNotFound();
      const pool = briefPoolAccount(id);
      const held = await balanceOf(tx, pool);
      if (held > 0) throw briefHasFunds(formatCents(held));
      if (brief.fundedAt || (await hasHistory(tx, pool))) throw briefHasPaymentHistory();
      await repo.deleteBrief(tx, id);
    });
  }

  return { loadOwnBrief, createBrief, updateBrief, deleteBrief };
}

export type OwnBriefUseCases = ReturnType<typeof ownBriefUseCases>;
