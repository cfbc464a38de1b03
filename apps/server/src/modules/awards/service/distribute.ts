import { dollarsToCents } from '@briefly/shared/money';
import {
  REWARD_MESSAGES,
  splitPlatformFee,
  validateWinners,
  type TDistributeRequest,
  type TDistributeResponse,
} from '@briefly/shared/rewards';
import { balanceOf, briefPoolAccount, LEDGER_KINDS, postTransaction } from '../../ledger/index.ts';
import { markWinnerInTx } from '../../submissions/index.ts';
import * as repo from '../awards.repository.ts';
import {
  alreadyRewarded,
  duplicateSubmission,
  exceedsPool,
  notFunded,
  rejectedSubmission,
  submissionNotFound,
  tooManyWinners,
  winnersInvalid,
  wrongCreator,
} from '../awards.errors.ts';
import type { Actor, AwardsDeps } from './deps.ts';
import { awardEntries, cashOrCredit, toDistributeResult, type AwardSteps } from './shared.ts';

/** Distributing a brief's rewards in one step (the Select Winners modal). */
export function distributeUseCases(deps: AwardsDeps, steps: AwardSteps) {
  const { db, platformFeePercent, payouts, now } = deps;
  const { ownBriefLocked, publishAssigned, fundingCharge } = steps;

  /**
   * POST /api/rewards/distribute-with-stripe: assign and pay in one step. Checks run before any
   * money moves (the whole request fails); a submission that already has a reward is reported in
   * `failed`. One transaction under the brief's row lock creates the assignments and posts the
   * awards; cash is transferred after commit (paid, or held).
   */
  async function distribute(actor: Actor, input: TDistributeRequest): Promise<TDistributeResponse> {
    const invalid = validateWinners(input.winners);
    if (invalid) throw winnersInvalid(invalid);
    if (new Set(input.winners.map((winner) => winner.submissionId)).size !== input.winners.length)
      throw duplicateSubmission();

    const { created, failed, claims } = await db.transaction(async (tx) => {
      const brief = await ownBriefLocked(tx, actor, input.briefId);
      if (!brief.fundedAt) throw notFunded();
      const tiers = await repo.tiersOf(tx, brief.id);
      if (input.winners.length > tiers.length) throw tooManyWinners();
      const submissions = new Map(
        (
          await repo.submissionsOfBrief(
            tx,
            brief.id,
            input.winners.map((winner) => winner.submissionId),
          )
        ).map((row) => [row.id, row]),
      );
      for (const winner of input.winners) {
        const submission = submissions.get(winner.submissionId);
        if (!submission) throw submissionNotFound();
        if (submission.creatorId !== winner.creatorId) throw wrongCreator();
        if (submission.status === 'rejected') throw rejectedSubmission();
      }
      const existing = await repo.assignmentsOfBrief(tx, brief.id);
      const rewarded = new Set(existing.map((row) => row.submissionId));
      const failed = input.winners
        .filter((winner) => rewarded.has(winner.submissionId))
        .map((winner) => ({
          submissionId: winner.submissionId,
          creatorId: winner.creatorId,
          reason: REWARD_MESSAGES.alreadyRewarded,
        }));
      const fresh = input.winners.filter((winner) => !rewarded.has(winner.submissionId));
      if (existing.length + fresh.length > tiers.length) throw tooManyWinners();
      const totalCents = fresh
        .filter((winner) => cashOrCredit(winner.rewardType))
        .reduce((sum, winner) => sum + dollarsToCents(winner.amount), 0);
      if (totalCents > (await balanceOf(tx, briefPoolAccount(brief.id)))) throw exceedsPool();

      const freeTiers = tiers.filter((tier) => !existing.some((row) => row.rewardTierId === tier.id));
      const sourceTransaction = fresh.some((winner) => winner.rewardType === 'cash')
        ? await fundingCharge(tx, brief.id)
        : null;
      const created: repo.AssignmentRow[] = [];
      const claims = new Map<string, Date>();
      for (const [index, winner] of fresh.entries()) {
        const position = winner.position ?? index + 1;
        const tier = freeTiers.find((candidate) => candidate.position === position) ?? freeTiers[0]!;
        freeTiers.splice(freeTiers.indexOf(tier), 1);
        const money = cashOrCredit(winner.rewardType)
          ? splitPlatformFee(dollarsToCents(winner.amount), platformFeePercent)
          : { grossCents: 0, feeCents: 0, netCents: 0 };
        const row = await repo.insertAssignment(tx, {
          briefId: brief.id,
          rewardTierId: tier.id,
          submissionId: winner.submissionId,
          creatorId: winner.creatorId,
          rewardType: winner.rewardType,
          position: tier.position,
          ...money,
          description: winner.description,
          prizeName: winner.rewardType === 'prize' ? (winner.prizeDetails?.name ?? '') : null,
          prizeValue:
            winner.rewardType === 'prize' && winner.prizeDetails?.value !== undefined
              ? String(winner.prizeDetails.value)
              : null,
          prizeDescription: winner.rewardType === 'prize' ? (winner.prizeDetails?.description ?? '') : null,
          // Credit is settled once it is in the wallet; cash waits for its transfer; a prize moves no money.
          payoutStatus: winner.rewardType === 'cash' ? 'pending' : winner.rewardType === 'credit' ? 'paid' : 'none',
          sourceTransaction: winner.rewardType === 'cash' ? sourceTransaction : null,
          paidAt: winner.rewardType === 'credit' ? now() : null,
          createdBy: actor.id,
          createdAt: now(),
        });
        if (!row) throw alreadyRewarded();
        await markWinnerInTx(tx, { submissionId: winner.submissionId, awardedBy: actor.id, at: now() });
        if (money.grossCents > 0) {
          await postTransaction(tx, {
            kind: LEDGER_KINDS.rewardAward,
            referenceType: 'reward_assignment',
            referenceId: row.id,
            entries: awardEntries(row),
          });
        }
        // Cash is paid now: its transfer is claimed with the award, so if we crash before paying
        // it, the claim goes stale and the reconcile job pays it under the same key.
        if (row.rewardType === 'cash') {
          const claimedAt = await payouts.claimTransferInTx(tx, row.id);
          if (claimedAt) claims.set(row.id, claimedAt);
        }
        created.push(row);
      }
      if (created.length > 0)
        await repo.audit(tx, {
          actorId: actor.id,
          action: 'rewards.distributed',
          targetType: 'brief',
          targetId: brief.id,
          data: { assignments: created.map((row) => row.id) },
        });
      await publishAssigned(tx, brief, created);
      return { created, failed, claims };
    });

    if (created.length > 0) await deps.testPause?.('award-committed');
    const successful = [];
    for (const row of created) {
      const payoutStatus =
        row.rewardType === 'cash' ? await payouts.transferAssignment(row.id, claims.get(row.id)) : row.payoutStatus;
      successful.push({ ...toDistributeResult(row), payoutStatus });
    }
    return { results: { successful, failed } };
  }

  return { distribute };
}
