import { splitPlatformFee, type TRewardAssignment } from '@briefly/shared/rewards';
import { balanceOf, briefPoolAccount, LEDGER_KINDS, postTransaction } from '../../ledger/index.ts';
import { lockBriefInTx } from '../../briefs/index.ts';
import { markWinnerInTx } from '../../submissions/index.ts';
import * as repo from '../awards.repository.ts';
import {
  alreadyRewarded,
  assignmentNotFound,
  duplicateNotAcknowledged,
  emptyTier,
  exceedsPool,
  notFunded,
  paidAssignment,
  rejectedSubmission,
  submissionNotFound,
  tierNotFound,
  tierTaken,
  wrongCreator,
} from '../awards.errors.ts';
import type { Actor, AwardsDeps } from './deps.ts';
import { awardEntries, type AwardSteps } from './shared.ts';

/** Reward management: assigning a tier's reward to a submission, and taking back an unpaid one. */
export function rewardManagementUseCases(deps: AwardsDeps, steps: AwardSteps) {
  const { db, platformFeePercent, views, now } = deps;
  const { ownBriefLocked, publishAssigned, fundingCharge } = steps;

  /**
   * POST /api/briefs/:id/assign-reward: the tier's money moves into the creator's wallet now
   * (award postings); cash is transferred and credit settled by process-payouts.
   */
  async function assignReward(
    actor: Actor,
    briefId: string,
    input: { rewardTierId: string; submissionId: string; creatorId: string; acknowledgeDuplicate?: boolean },
  ): Promise<TRewardAssignment> {
    const row = await db.transaction(async (tx) => {
      const brief = await ownBriefLocked(tx, actor, briefId);
      if (!brief.fundedAt) throw notFunded();
      const tier = (await repo.tiersOf(tx, brief.id)).find((candidate) => candidate.id === input.rewardTierId);
      if (!tier) throw tierNotFound();
      const [submission] = await repo.submissionsOfBrief(tx, brief.id, [input.submissionId]);
      if (!submission) throw submissionNotFound();
      if (submission.creatorId !== input.creatorId) throw wrongCreator();
      if (submission.status === 'rejected') throw rejectedSubmission();
      if (submission.duplicateOf && input.acknowledgeDuplicate !== true) throw duplicateNotAcknowledged();
      const existing = await repo.assignmentsOfBrief(tx, brief.id);
      if (existing.some((assignment) => assignment.submissionId === submission.id)) throw alreadyRewarded();
      if (existing.some((assignment) => assignment.rewardTierId === tier.id)) throw tierTaken();
      // A tier with both amounts is paid as one award of the sum, in cash (decision 007).
      const grossCents = tier.cashCents + tier.creditCents;
      if (grossCents <= 0) throw emptyTier();
      if (grossCents > (await balanceOf(tx, briefPoolAccount(brief.id)))) throw exceedsPool();
      const row = await repo.insertAssignment(tx, {
        briefId: brief.id,
        rewardTierId: tier.id,
        submissionId: submission.id,
        creatorId: submission.creatorId,
        rewardType: tier.cashCents > 0 ? 'cash' : 'credit',
        position: tier.position,
        ...splitPlatformFee(grossCents, platformFeePercent),
        payoutStatus: 'pending',
        sourceTransaction: tier.cashCents > 0 ? await fundingCharge(tx, brief.id) : null,
        createdBy: actor.id,
        createdAt: now(),
      });
      if (!row) throw alreadyRewarded();
      await markWinnerInTx(tx, { submissionId: submission.id, awardedBy: actor.id, at: now() });
      await postTransaction(tx, {
        kind: LEDGER_KINDS.rewardAward,
        referenceType: 'reward_assignment',
        referenceId: row.id,
        entries: awardEntries(row),
      });
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'reward.assigned',
        targetType: 'reward_assignment',
        targetId: row.id,
        data: { briefId: brief.id, grossCents },
      });
      await publishAssigned(tx, brief, [row]);
      return row;
    });
    return views.assignment(row.id);
  }

  /** DELETE /api/reward-assignments/:id: only while unpaid; the award is taken back by a new ledger transaction. */
  async function removeAssignment(actor: Actor, assignmentId: string): Promise<void> {
    const found = await repo.findAssignment(db, assignmentId);
    if (!found) throw assignmentNotFound();
    await db.transaction(async (tx) => {
      await lockBriefInTx(tx, found.briefId);
      const brief = await repo.findBrief(tx, found.briefId);
      if (!brief || brief.brandId !== actor.id) throw assignmentNotFound();
      const row = await repo.deleteUnpaidAssignment(tx, assignmentId);
      if (!row) {
        if (await repo.findAssignment(tx, assignmentId)) throw paidAssignment();
        throw assignmentNotFound();
      }
      if (row.grossCents > 0) {
        const entries = awardEntries(row).map((entry) => ({ ...entry, amountCents: -entry.amountCents }));
        await postTransaction(tx, {
          kind: LEDGER_KINDS.rewardReversal,
          referenceType: 'reward_assignment',
          referenceId: row.id,
          entries,
        });
      }
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'reward.removed',
        targetType: 'reward_assignment',
        targetId: row.id,
        data: { briefId: row.briefId, grossCents: row.grossCents },
      });
    });
  }

  return { assignReward, removeAssignment };
}
