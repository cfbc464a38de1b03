import {
  allowedOutcomesFor,
  DISPUTE_LIMITS,
  OUTCOMES_BY_SUBJECT,
  type TDispute,
  type TDisputeSummary,
  type TOpenDisputeRequest,
  type TResolveDisputeRequest,
} from '@briefly/shared/disputes';
import { splitPlatformFee } from '@briefly/shared/rewards';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import { systemClock, type AttentionItem, type Clock } from '../../platform/module.ts';
import { reverseAwardInTx } from '../awards/index.ts';
import { lockBriefInTx } from '../briefs/index.ts';
import {
  balanceOf,
  briefPoolAccount,
  creatorWalletAccount,
  LEDGER_KINDS,
  PLATFORM_FEES,
  postTransaction,
} from '../ledger/index.ts';
import type { SpooledUpload } from '../messaging/index.ts';
import {
  pausePayoutInTx,
  reinstateWithdrawalInTx,
  releasePayoutInTx,
  type PayoutsService,
  type WithdrawalsService,
} from '../payouts/index.ts';
import { reopenRejectedInTx } from '../submissions/index.ts';
import * as repo from './disputes.repository.ts';
import * as errors from './disputes.errors.ts';
import { disputeMessages, isParty, type Caller } from './disputes.messages.ts';

// Disputes with a referee (docs/product/disputes.md, decision 046). Locks, in the global order: the
// brief (when the subject has one), then the dispute's row (compare-and-set), then the award's row —
// or, for a withdrawal, the creator wallet's ledger lock (as a withdrawal request takes it) and then the
// withdrawal's row; the ledger's at commit.

export type { Caller } from './disputes.messages.ts';

export interface DisputesServiceOptions {
  db: Db;
  events: EventPublisher;
  platformFeePercent: number;
  /** Sends a paused payout once its dispute is resolved (after commit). */
  payouts: Pick<PayoutsService, 'transferAssignment'>;
  /** Pays a withdrawal reinstated by a resolution (after commit), as any approved request is paid. */
  withdrawals: Pick<WithdrawalsService, 'completeWithdrawal'>;
  /** Where evidence files live (messaging's FileStorage). */
  storage: FileStorage;
  clock?: Clock;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function createDisputesService(options: DisputesServiceOptions) {
  const { db, events, platformFeePercent, payouts, withdrawals } = options;
  const now = options.clock ?? systemClock;
  const messages = disputeMessages({ db, clock: now, storage: options.storage });

  function toSummary(row: repo.SummaryRow, at: Date): TDisputeSummary {
    const answerDueAt = new Date(row.answer_due_at);
    return {
      id: row.id,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      subjectTitle: row.subject_title,
      briefId: row.brief_id,
      brand: row.brand_id ? { id: row.brand_id, name: row.brand_name ?? 'Brand' } : null,
      creator: { id: row.creator_id, name: row.creator_name },
      openedBy: row.opened_by === row.creator_id ? 'creator' : 'brand',
      reason: row.reason,
      status: row.status,
      createdAt: iso(row.created_at),
      answerDueAt: answerDueAt.toISOString(),
      answeredAt: isoOrNull(row.answered_at),
      pastAnswerDeadline: row.status === 'open' && at.getTime() >= answerDueAt.getTime(),
      // A resolved dispute's age stops at its resolution: how long it was open, not how long ago.
      ageDays: Math.max(
        0,
        Math.floor(
          ((row.resolved_at ? new Date(row.resolved_at) : at).getTime() - new Date(row.created_at).getTime()) / DAY_MS,
        ),
      ),
      outcome: row.outcome,
      resolutionNote: row.resolution_note,
      resolutionCents: row.resolution_cents === null ? null : Number(row.resolution_cents),
      resolvedAt: isoOrNull(row.resolved_at),
    };
  }

  /** The dispute as its parties (and admins) see it; 404 for anyone else. */
  async function get(caller: Caller, id: string): Promise<TDispute> {
    const row = await repo.findSummary(db, id);
    if (!row || !isParty(caller, row)) throw errors.disputeNotFound();
    const written = await repo.messagesOf(db, id);
    // A withdrawal's outcomes depend on its state now (only a rejected one can be reinstated).
    const state =
      row.subject_type === 'withdrawal'
        ? ((await repo.subjectOf(db, 'withdrawal', row.subject_id))?.state ?? null)
        : null;
    return {
      ...toSummary(row, now()),
      details: row.details,
      allowedOutcomes: allowedOutcomesFor(row.subject_type, state),
      messages: written.map((message) => ({
        id: message.id,
        authorRole: message.author_role,
        authorName: message.author_name,
        body: message.body,
        file:
          message.file_name === null
            ? null
            : {
                name: message.file_name,
                size: Number(message.file_size ?? 0),
                url: `/api/disputes/${encodeURIComponent(id)}/files/${encodeURIComponent(message.id)}`,
              },
        createdAt: iso(message.created_at),
      })),
    };
  }

  /** POST /api/disputes: a party to the decision disputes it, within 14 days; one open dispute per subject. */
  async function open(caller: Caller, input: TOpenDisputeRequest): Promise<TDispute> {
    const subject = await repo.subjectOf(db, input.subjectType, input.subjectId);
    if (!subject || caller.type === 'admin' || !isParty(caller, subject)) throw errors.subjectNotFound();
    const undecided =
      subject.decided_at === null ||
      (input.subjectType === 'submission' && subject.state === 'pending') ||
      (input.subjectType === 'withdrawal' && !['rejected', 'completed'].includes(subject.state));
    if (undecided) throw errors.notDecided();
    const at = now();
    if (at.getTime() - new Date(subject.decided_at!).getTime() > DISPUTE_LIMITS.openWithinDays * DAY_MS)
      throw errors.tooLate();
    const id = await db.transaction(async (tx) => {
      if (subject.brief_id) await lockBriefInTx(tx, subject.brief_id);
      const row = await repo.insertDispute(tx, {
        subjectType: input.subjectType,
        subjectId: input.subjectId,
        briefId: subject.brief_id,
        brandId: subject.brand_id,
        creatorId: subject.creator_id,
        openedBy: caller.id,
        reason: input.reason,
        details: input.details,
        decidedAt: new Date(subject.decided_at!),
        answerDueAt: new Date(at.getTime() + DISPUTE_LIMITS.answerWithinDays * DAY_MS),
        createdAt: at,
      });
      if (!row) throw errors.alreadyOpen();
      if (input.subjectType === 'award') {
        const paused = await pausePayoutInTx(tx, input.subjectId, at);
        if (paused === 'in_flight') throw errors.transferInFlight();
        if (paused === 'missing') throw errors.subjectNotFound();
      }
      await repo.audit(tx, {
        actorId: caller.id,
        action: 'dispute.opened',
        targetType: 'dispute',
        targetId: row.id,
        data: { subjectType: row.subjectType, subjectId: row.subjectId },
      });
      await events.publish(tx, {
        type: 'dispute.opened',
        disputeId: row.id,
        openedBy: caller.id,
        brandId: row.brandId,
        creatorId: row.creatorId,
      });
      return row.id;
    });
    return get(caller, id);
  }

  /** GET /api/disputes: the caller's disputes (as brand or creator), newest first. */
  async function listOwn(caller: Caller): Promise<TDisputeSummary[]> {
    const at = now();
    return (await repo.listForParty(db, caller.id)).map((row) => toSummary(row, at));
  }

  /** GET /api/admin/disputes. */
  async function listAll(status: 'open' | 'resolved' | 'all'): Promise<TDisputeSummary[]> {
    const at = now();
    return (await repo.listAll(db, status)).map((row) => toSummary(row, at));
  }

  /** POST /api/disputes/:id/messages: a party (or an admin) writes; the other party's first message answers it. */
  async function postMessage(caller: Caller, id: string, body: string): Promise<TDispute> {
    await messages.write(caller, id, { body });
    return get(caller, id);
  }

  /** POST /api/disputes/:id/files: an evidence file (spooled by the route) with an optional message. */
  async function attachFile(caller: Caller, id: string, upload: SpooledUpload, body: string): Promise<TDispute> {
    await messages.attach(caller, id, upload, body);
    return get(caller, id);
  }

  /**
   * POST /api/admin/disputes/:id/resolve: one resolution (compare-and-set on the open dispute, under
   * the brief's lock), its ledger entries, the audit row and the parties' notifications in one
   * transaction; a paused payout is released and, after commit, sent.
   */
  async function resolve(
    admin: { id: string; ip?: string },
    id: string,
    input: TResolveDisputeRequest,
  ): Promise<TDispute> {
    const found = await repo.findDispute(db, id);
    if (!found) throw errors.disputeNotFound();
    if (!OUTCOMES_BY_SUBJECT[found.subjectType].includes(input.outcome)) throw errors.outcomeNotAllowed();
    if (input.outcome === 'pay_creator' && input.amountCents === undefined) throw errors.amountRequired();
    if (input.outcome !== 'pay_creator' && input.amountCents !== undefined) throw errors.amountNotAllowed();
    const after = await db.transaction(async (tx) => {
      if (found.briefId) await lockBriefInTx(tx, found.briefId);
      const at = now();
      const resolved = await repo.resolve(tx, id, {
        outcome: input.outcome,
        note: input.note,
        cents: null,
        by: admin.id,
        at,
      });
      if (!resolved) throw errors.alreadyResolved();
      let cents: number | null = null;
      let release = false;
      let reinstated = false;
      const data: Record<string, unknown> = { outcome: input.outcome, subjectType: found.subjectType };
      switch (input.outcome) {
        case 'uphold':
          break;
        case 'reverse_award': {
          const reversal = await reverseAwardInTx(tx, found.subjectId);
          if (!reversal.assignment) throw errors.awardGone();
          cents = reversal.returnedCents;
          Object.assign(data, { returnedCents: reversal.returnedCents, recoveredCents: reversal.recoveredCents });
          break;
        }
        case 'pay_creator': {
          const gross = input.amountCents!;
          const pool = briefPoolAccount(found.briefId!);
          if (gross > (await balanceOf(tx, pool))) throw errors.exceedsPool();
          const { feeCents, netCents } = splitPlatformFee(gross, platformFeePercent);
          const entries = [{ account: pool, amountCents: -gross }];
          if (feeCents > 0) entries.push({ account: PLATFORM_FEES, amountCents: feeCents });
          if (netCents > 0) entries.push({ account: creatorWalletAccount(found.creatorId), amountCents: netCents });
          await postTransaction(tx, {
            kind: LEDGER_KINDS.disputePayment,
            referenceType: 'dispute',
            referenceId: id,
            entries,
          });
          cents = gross;
          Object.assign(data, { grossCents: gross, feeCents, netCents });
          break;
        }
        case 'reopen_submission':
          if (!(await reopenRejectedInTx(tx, found.subjectId))) throw errors.notRejected();
          break;
        case 'reverse_rejection': {
          // Back into the withdrawal's state machine: rejected → approved, its amount reserved again.
          const outcome = await reinstateWithdrawalInTx(tx, events, found.subjectId, {
            by: admin.id,
            note: input.note,
            at,
          });
          if (outcome.result === 'wallet_short') throw errors.walletShort();
          if (outcome.result !== 'reinstated') throw errors.withdrawalNotRejected();
          cents = outcome.amountCents;
          reinstated = true;
          Object.assign(data, { reservedCents: outcome.amountCents });
          break;
        }
      }
      if (found.subjectType === 'award' && input.outcome !== 'reverse_award')
        release = await releasePayoutInTx(tx, found.subjectId);
      if (cents !== null) await repo.setResolutionCents(tx, id, cents);
      await repo.audit(tx, {
        actorId: admin.id,
        action: 'dispute.resolved',
        targetType: 'dispute',
        targetId: id,
        data,
        ip: admin.ip,
      });
      await events.publish(tx, {
        type: 'dispute.resolved',
        disputeId: id,
        outcome: input.outcome,
        brandId: found.brandId,
        creatorId: found.creatorId,
      });
      return { release, reinstated };
    });
    if (after.release) {
      // The payout waited for this resolution: send it now (held again if it cannot go; the job retries).
      await payouts.transferAssignment(found.subjectId).catch(() => undefined);
    }
    if (after.reinstated) {
      // Paid like any approved request; left approved if it cannot go now (the reconcile job retries).
      await withdrawals.completeWithdrawal(found.subjectId).catch(() => undefined);
    }
    return get({ id: admin.id, type: 'admin' }, id);
  }

  /** Needs attention: open disputes past their answer deadline, oldest first. */
  async function attention(limit: number): Promise<{ count: number; oldest: Date | null; items: AttentionItem[] }> {
    const { count, rows } = await repo.pastAnswerDeadline(db, now(), limit);
    const items = rows.map((row) => ({
      id: row.id,
      title: `${row.subject_title}: ${row.creator_name}${row.brand_id ? ` and ${row.brand_name}` : ''}`,
      since: new Date(row.answer_due_at),
      link: `/disputes/${row.id}`,
      detail: row.answered_at ? 'Answered; waiting for a resolution' : 'Not answered in time',
    }));
    return { count, oldest: items[0]?.since ?? null, items };
  }

  /** GET /api/disputes/:id/files/:messageId: the file, for the dispute's parties and admins. */
  const file = (caller: Caller, id: string, messageId: string) => messages.file(caller, id, messageId);

  return { open, get, listOwn, listAll, postMessage, attachFile, file, resolve, attention };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
