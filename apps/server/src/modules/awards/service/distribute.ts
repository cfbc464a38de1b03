import { centsToDollars } from '@briefly/shared/money';
import type { TDistributePreview } from '@briefly/shared/reward-preview';
import type { TDistributeRequest, TDistributeResponse } from '@briefly/shared/rewards';
import { LEDGER_KINDS, postTransaction } from '../../ledger/index.ts';
import { markWinnerInTx } from '../../submissions/index.ts';
import * as repo from '../awards.repository.ts';
import { alreadyRewarded } from '../awards.errors.ts';
import type { Actor, AwardsDeps } from './deps.ts';
import { checkWinners, planDistribution, type DistributionPlan } from './plan-distribution.ts';
import { awardEntries, toDistributeResult, type AwardSteps } from './shared.ts';

/** Distributing a brief's rewards in one step (the Select Winners modal), and its preview. */
export function distributeUseCases(deps: AwardsDeps, steps: AwardSteps) {
  const { db, platformFeePercent, payouts, now } = deps;
  const { ownBriefLocked, publishAssigned, fundingCharge } = steps;

  const plan = async (tx: Parameters<typeof ownBriefLocked>[0], actor: Actor, input: TDistributeRequest) =>
    planDistribution(tx, await ownBriefLocked(tx, actor, input.briefId), {
      winners: input.winners,
      feePercent: platformFeePercent,
      acknowledgeDuplicate: input.acknowledgeDuplicate,
      canReceiveTransfer: payouts.canReceiveTransfer,
    });

  /**
   * POST /api/rewards/distribute-with-stripe/preview: what distribute would do with the same
   * request now (decision 045): the same plan, read under the brief's lock, nothing written.
   */
  async function preview(actor: Actor, input: TDistributeRequest): Promise<TDistributePreview> {
    checkWinners(input.winners);
    return toPreview(await db.transaction(async (tx) => plan(tx, actor, input)));
  }

  /**
   * POST /api/rewards/distribute-with-stripe: assign and pay in one step. Checks run before any
   * money moves (the whole request fails); a submission that already has a reward is reported in
   * `failed`. One transaction under the brief's row lock creates the assignments and posts the
   * awards; cash is transferred after commit (paid, or held).
   */
  async function distribute(actor: Actor, input: TDistributeRequest): Promise<TDistributeResponse> {
    checkWinners(input.winners);
    const { created, failed, claims } = await db.transaction(async (tx) => {
      const { brief, fresh, failed } = await plan(tx, actor, input);
      const sourceTransaction = fresh.some((award) => award.winner.rewardType === 'cash')
        ? await fundingCharge(tx, brief.id)
        : null;
      const created: repo.AssignmentRow[] = [];
      const claims = new Map<string, Date>();
      for (const { winner, tier, grossCents, feeCents, netCents } of fresh) {
        const row = await repo.insertAssignment(tx, {
          briefId: brief.id,
          rewardTierId: tier.id,
          submissionId: winner.submissionId,
          creatorId: winner.creatorId,
          rewardType: winner.rewardType,
          position: tier.position,
          grossCents,
          feeCents,
          netCents,
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
        if (grossCents > 0) {
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

  return { distribute, preview };
}

/** The plan as the confirm dialog shows it (dollars, like the rest of the rewards API). */
function toPreview(plan: DistributionPlan): TDistributePreview {
  const sum = (pick: (award: DistributionPlan['fresh'][number]) => number) =>
    centsToDollars(plan.fresh.reduce((total, award) => total + pick(award), 0));
  const netTo = (destination: string) => (award: DistributionPlan['fresh'][number]) =>
    award.destination === destination ? award.netCents : 0;
  return {
    payees: plan.fresh.map((award) => ({
      submissionId: award.winner.submissionId,
      creatorId: award.winner.creatorId,
      rewardType: award.winner.rewardType,
      position: award.tier.position,
      gross: centsToDollars(award.grossCents),
      platformFee: centsToDollars(award.feeCents),
      net: centsToDollars(award.netCents),
      destination: award.destination,
      heldReason: award.heldReason,
    })),
    failed: plan.failed,
    totals: {
      gross: sum((award) => award.grossCents),
      platformFee: sum((award) => award.feeCents),
      toConnectedAccounts: sum(netTo('connected_account')),
      held: sum(netTo('held')),
      credited: sum(netTo('wallet_credit')),
    },
    pool: { before: centsToDollars(plan.poolBeforeCents), after: centsToDollars(plan.poolAfterCents) },
  };
}
