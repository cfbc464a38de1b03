import { randomUUID } from 'node:crypto';
import {
  BRIEF_MESSAGES,
  briefCategory,
  marketplaceCountCap,
  MAX_WINNERS,
  validateBriefForm,
  type BriefStatus,
  type TBrandBrief,
  type TBrief,
  type TBrandBriefResponse,
  type TBriefResponse,
  type TCreateBriefRequest,
  type TCreateBriefResponse,
  type TPublicBrandBriefsResponse,
  type TPublicBriefsQuery,
  type TRewardTierInput,
  type TUpdateBriefRequest,
} from '@briefly/shared/briefs';
import { centsToDollars, dollarsToCents, formatCents, hasCentsPrecision, toNearestCents } from '@briefly/shared/money';
import type { TCheckoutSessionResponse, TFundConfirmRequest } from '@briefly/shared/payments';
import { INVITATION_MESSAGES, type TBriefInvitationsResponse } from '@briefly/shared/submissions';
import { placeName, splitRewardPool } from '@briefly/shared/tiers';
import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  balanceOf,
  briefMoneyFiguresOf,
  briefPoolAccount,
  hasHistory,
  InsufficientBalanceError,
} from '../ledger/index.ts';
import type { FundableBrief, PaymentsService } from '../payments/index.ts';
import type { BriefActivitySource } from './briefs.activity.ts';
import { announceIfNowPublic, fundBriefInTx } from './brief-funding.ts';
import { brandAnalytics } from './brand-analytics.ts';
import { brandBriefsJson } from './brand-briefs-json.ts';
import { toBrandBrief, toBrief } from './briefs.mappers.ts';
import { canViewBrief, isBriefOwner, needsInvitationCheck, type Viewer } from './briefs.policy.ts';
import * as repo from './briefs.repository.ts';
import {
  brandNotFound,
  briefAlreadyFunded,
  briefHasFunds,
  briefHasPaymentHistory,
  briefNotFound,
  deadlinePassedPublish,
  fundBeforePublishing,
  insufficientWallet,
  rewardAboveHeld,
  rewardBelowFunded,
} from './briefs.errors.ts';

/** What the submissions module needs to know about a brief a creator applies to. */
export interface ApplicationBrief {
  id: string;
  brandId: string;
  title: string;
  status: BriefStatus;
  deadline: Date;
  isPrivate: boolean;
  isInvited: boolean;
}

export interface BriefsServiceOptions {
  db: Db;
  payments: PaymentsService;
  events: EventPublisher;
  activity: BriefActivitySource;
  now?: () => Date;
}

/** The brand's own brief as the payments module needs it, or null (wired into the payments service). */
export async function findOwnFundableBrief(db: Db, brandId: string, briefId: string): Promise<FundableBrief | null> {
  const brief = await repo.findBrief(db, briefId);
  if (!brief || brief.brandId !== brandId) return null;
  return { id: brief.id, title: brief.title, rewardCents: brief.rewardCents, isFunded: brief.fundedAt !== null };
}

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

export function createBriefsService(options: BriefsServiceOptions) {
  const { db, payments, events, activity } = options;
  const now = options.now ?? (() => new Date());

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

  // ---------------------------------------------------------------- funding an existing brief

  async function ownUnfundedBrief(brandId: string, id: string): Promise<FundableBrief> {
    const brief = await findOwnFundableBrief(db, brandId, id);
    if (!brief) throw briefNotFound();
    if (brief.isFunded) throw briefAlreadyFunded();
    return brief;
  }

  async function startCheckoutFunding(actor: Viewer, id: string): Promise<TCheckoutSessionResponse> {
    return payments.createBriefCheckout(actor.id, await ownUnfundedBrief(actor.id, id));
  }

  async function confirmFunding(actor: Viewer, id: string, input: TFundConfirmRequest): Promise<TBrandBriefResponse> {
    const brief = await findOwnFundableBrief(db, actor.id, id);
    if (!brief) throw briefNotFound();
    await payments.confirmBriefFunding(actor.id, id, input);
    return { brief: await loadOwnBrief(actor.id, id) };
  }

  /** POST /api/briefs/:id/fund/wallet: brand wallet → the brief's pool, once. */
  async function fundFromWallet(actor: Viewer, id: string): Promise<TBrandBriefResponse> {
    const brief = await ownUnfundedBrief(actor.id, id);
    try {
      await db.transaction(async (tx) => {
        const locked = await repo.lockOwnBrief(tx, id, actor.id);
        if (!locked) throw briefNotFound();
        const funded = await fundBriefInTx(tx, {
          briefId: id,
          brandId: actor.id,
          amountCents: locked.rewardCents,
          source: { kind: 'wallet' },
          now: now(),
          events,
        });
        if (!funded) throw briefAlreadyFunded();
        await events.publish(tx, {
          type: 'brief.funded',
          briefId: id,
          brandId: actor.id,
          amountCents: brief.rewardCents,
          source: 'wallet',
        });
      });
    } catch (error) {
      if (error instanceof InsufficientBalanceError) throw insufficientWallet();
      throw error;
    }
    return { brief: await loadOwnBrief(actor.id, id) };
  }

  // ---------------------------------------------------------------- reading

  /** GET /api/brands/briefs as its JSON text, written by PostgreSQL (decision 018). */
  async function listBrandBriefsJson(actor: Viewer): Promise<string> {
    return `{"briefs":${await brandBriefsJson(db, actor.id)}}`;
  }

  /** GET /api/briefs/:id/public: 404 'Brief not found' for whatever the viewer may not see. */
  async function getBrief(viewer: Viewer | null, id: string): Promise<TBriefResponse> {
    // One statement: the brief, its details and, for a creator, whether they were invited.
    const row = await repo.findBriefWithBrand(db, id, viewer?.type === 'creator' ? viewer.id : undefined);
    // A deactivated brand's briefs leave every public view, a direct link included (decision 014).
    if (!row || (!row.brandActive && viewer?.type !== 'admin')) throw briefNotFound();
    const invited = viewer !== null && needsInvitationCheck(viewer, row.brief) && Boolean(row.isInvited);
    if (!canViewBrief(viewer, row.brief, invited)) throw briefNotFound();
    return { brief: toBrief(row) };
  }

  async function marketplace(query: TPublicBriefsQuery) {
    const search = query.search?.trim();
    const countCap = marketplaceCountCap(query.page, query.limit);
    const { rows, total } = await repo.marketplacePage(db, {
      search: search || undefined,
      category: query.category,
      template: query.template,
      minRewardCents: query.minReward !== undefined ? toNearestCents(query.minReward) : undefined,
      maxRewardCents: query.maxReward !== undefined ? toNearestCents(query.maxReward) : undefined,
      deadline: query.deadline,
      sort: query.sort,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      now: now(),
      countCap,
    });
    return {
      briefs: rows.map(toBrief),
      total: Math.min(total, countCap),
      totalIsCapped: total > countCap,
      page: query.page,
      limit: query.limit,
    };
  }

  async function brandPage(brandId: string): Promise<TPublicBrandBriefsResponse> {
    const brand = await repo.findActiveBrand(db, brandId);
    if (!brand) throw brandNotFound();
    return { brand, briefs: (await repo.activeBriefsOfBrand(db, brandId)).map(toBrief) };
  }

  // ---------------------------------------------------------------- invitations (private briefs)

  async function ownBriefRow(actor: Viewer, briefId: string): Promise<repo.BriefRow> {
    const brief = await repo.findBrief(db, briefId);
    if (!brief || !isBriefOwner(actor, brief)) throw briefNotFound();
    return brief;
  }

  async function invitationsOf(briefId: string): Promise<TBriefInvitationsResponse> {
    const rows = await repo.invitationsOf(db, briefId);
    return { invitations: rows.map((row) => ({ ...row, invitedAt: row.invitedAt.toISOString() })) };
  }

  /**
   * POST /api/briefs/:id/invitations: invites active creators to one of the brand's briefs (what
   * lets them see it while it is private). Idempotent; `brief.invited` goes out once per new one.
   */
  async function inviteCreators(
    actor: Viewer,
    briefId: string,
    creatorIds: string[],
  ): Promise<TBriefInvitationsResponse> {
    const brief = await ownBriefRow(actor, briefId);
    const unique = [...new Set(creatorIds)];
    const known = await repo.activeCreatorIds(db, unique);
    const unknown = unique.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw badRequest(INVITATION_MESSAGES.unknownCreators, {
        issues: [{ path: 'creatorIds', message: INVITATION_MESSAGES.unknownCreators }],
        creatorIds: unknown,
      });
    await db.transaction(async (tx) => {
      const added = await repo.insertInvitations(tx, briefId, unique, now());
      for (const creatorId of added)
        await events.publish(tx, {
          type: 'brief.invited',
          briefId,
          brandId: brief.brandId,
          creatorId,
          title: brief.title,
        });
    });
    return invitationsOf(briefId);
  }

  async function inviteCreator(actor: Viewer, briefId: string, creatorId: string): Promise<void> {
    await inviteCreators(actor, briefId, [creatorId]);
  }

  async function listInvitations(actor: Viewer, briefId: string): Promise<TBriefInvitationsResponse> {
    await ownBriefRow(actor, briefId);
    return invitationsOf(briefId);
  }

  /** DELETE /api/briefs/:id/invitations/:creatorId: idempotent; an application already made stays. */
  async function removeInvitation(
    actor: Viewer,
    briefId: string,
    creatorId: string,
  ): Promise<TBriefInvitationsResponse> {
    await ownBriefRow(actor, briefId);
    await repo.deleteInvitation(db, briefId, creatorId);
    return invitationsOf(briefId);
  }

  // ---------------------------------------------------------------- what a creator sees

  /**
   * The brief a creator is applying to, or null when the creator may not see it: missing, another
   * brand's draft, or private without an invitation (all answer 404, so applying tells nothing about
   * briefs one cannot see). Whether it accepts applications is the caller's rule.
   */
  async function briefForApplication(creatorId: string, briefId: string): Promise<ApplicationBrief | null> {
    const row = await repo.findBriefForCreator(db, briefId, creatorId);
    // A deactivated brand's briefs have left the marketplace (docs/product/admin.md#api).
    if (!row || !row.brandActive || !canViewBrief({ id: creatorId, type: 'creator' }, row, Boolean(row.isInvited)))
      return null;
    return {
      id: row.id,
      brandId: row.brandId,
      title: row.title,
      status: row.status,
      deadline: row.deadline,
      isPrivate: row.isPrivate,
      isInvited: Boolean(row.isInvited),
    };
  }

  /** Published briefs the creator may see (public, and private ones they were invited to), newest first. */
  async function listForCreator(creatorId: string, limit: number): Promise<Array<TBrief & { isInvited: boolean }>> {
    const rows = await repo.briefsVisibleToCreator(db, creatorId, limit);
    return rows.map((row) => ({ ...toBrief(row), isInvited: row.isInvited }));
  }

  /** The creator dashboard's Active Briefs as SQL (counted up to `cap` + 1), for its one statement of figures. */
  const openForCreatorCountSql = (creatorId: string, cap: number) => repo.openForCreatorCountSql(creatorId, now(), cap);

  /** Full-text search over the briefs the creator may see; `search` is trimmed and not blank. */
  async function searchForCreator(creatorId: string, search: string, limit: number): Promise<TBrief[]> {
    return (await repo.searchBriefsForCreator(db, creatorId, search, limit)).map(toBrief);
  }

  /** Whether the brief exists and belongs to this brand. */
  async function isOwnBrief(brandId: string, briefId: string): Promise<boolean> {
    const brief = await repo.findBrief(db, briefId);
    return brief?.brandId === brandId;
  }

  async function analytics(actor: Viewer) {
    return brandAnalytics(db, activity, actor.id, now());
  }

  /**
   * Published briefs whose deadline has passed → archived, each with `brief.archived` in the same
   * transaction. One UPDATE … WHERE status = 'published' AND deadline < now RETURNING: with several
   * processes each brief is archived, and announced, exactly once. Run by the scheduled job.
   */
  async function archiveExpired<T = undefined>(
    args: {
      now?: Date;
      /** The caller's own writes (an admin's audit row), in the same transaction. */ also?: (
        tx: Db,
        briefIds: string[],
      ) => Promise<T>;
    } = {},
  ): Promise<{ archived: number; briefIds: string[]; also: T | undefined }> {
    const at = args.now ?? now();
    const { rows, also } = await db.transaction(async (tx) => {
      const archived = await repo.archiveExpired(tx, at);
      for (const row of archived) {
        await events.publish(tx, {
          type: 'brief.archived',
          briefId: row.id,
          brandId: row.brandId,
          title: row.title,
          archivedAt: (row.archivedAt ?? at).toISOString(),
        });
      }
      return {
        rows: archived,
        also: await args.also?.(
          tx,
          archived.map((row) => row.id),
        ),
      };
    });
    return { archived: rows.length, briefIds: rows.map((row) => row.id), also };
  }

  return {
    analytics,
    archiveExpired,
    inviteCreator,
    inviteCreators,
    listInvitations,
    removeInvitation,
    briefForApplication,
    listForCreator,
    openForCreatorCountSql,
    searchForCreator,
    isOwnBrief,
    createBrief,
    updateBrief,
    deleteBrief,
    startCheckoutFunding,
    confirmFunding,
    fundFromWallet,
    listBrandBriefsJson,
    getBrief,
    marketplace,
    brandPage,
  };
}

export type BriefsService = ReturnType<typeof createBriefsService>;
