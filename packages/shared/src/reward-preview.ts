import { z } from 'zod';
import { REWARD_TYPES, type PayoutStatus, type RewardType } from './rewards.ts';

// The confirm-before-paying summaries (decision 045): what a money action would do, from the same
// plan the action follows, and the words its toast uses for what happened to each payee.

/** Where an award's money goes when it is made (decision 045): the confirm dialog and the toast say the same. */
export const AWARD_DESTINATIONS = ['connected_account', 'held', 'wallet_credit', 'none'] as const;
export type AwardDestination = (typeof AWARD_DESTINATIONS)[number];

/** POST /api/rewards/distribute-with-stripe/preview: what distribute would do with the same request now. */
export const ZDistributePreview = z.object({
  payees: z.array(
    z.object({
      submissionId: z.string(),
      creatorId: z.string(),
      rewardType: z.enum(REWARD_TYPES),
      position: z.number().int(),
      gross: z.number(),
      platformFee: z.number(),
      net: z.number(),
      destination: z.enum(AWARD_DESTINATIONS),
      /** Why the cash is held (null unless held). */
      heldReason: z.string().nullable(),
    }),
  ),
  failed: z.array(z.object({ submissionId: z.string(), creatorId: z.string(), reason: z.string() })),
  totals: z.object({
    gross: z.number(),
    platformFee: z.number(),
    toConnectedAccounts: z.number(),
    held: z.number(),
    credited: z.number(),
  }),
  pool: z.object({ before: z.number(), after: z.number() }),
});
export type TDistributePreview = z.infer<typeof ZDistributePreview>;

/** What happened to one award, in the words the toast, the dialog and the notifications share. */
export function payoutOutcome(rewardType: RewardType, payoutStatus: PayoutStatus): string {
  if (rewardType === 'prize') return 'prize recorded';
  if (rewardType === 'credit') return 'credited to their Briefly wallet';
  if (payoutStatus === 'paid') return 'paid to their connected account';
  if (payoutStatus === 'held') return 'held until they connect a payout account';
  return 'payment pending';
}

/** The toast after distribute: one count per outcome, so a held payment is never called processed. */
export function distributedSummary(results: Array<{ rewardType: RewardType; payoutStatus: PayoutStatus }>): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const cash = results.filter((r) => r.rewardType === 'cash');
  const paid = cash.filter((r) => r.payoutStatus === 'paid').length;
  const held = cash.filter((r) => r.payoutStatus === 'held').length;
  const pending = cash.length - paid - held;
  const credited = results.filter((r) => r.rewardType === 'credit').length;
  const prizes = results.filter((r) => r.rewardType === 'prize').length;
  const parts = [
    paid > 0 ? `${count(paid, 'payment', 'payments')} paid to connected accounts` : '',
    held > 0 ? `${count(held, 'payment', 'payments')} held until a payout account exists` : '',
    pending > 0 ? `${count(pending, 'payment', 'payments')} pending` : '',
    credited > 0 ? `${count(credited, 'credit', 'credits')} added to wallets` : '',
    prizes > 0 ? `${count(prizes, 'prize', 'prizes')} recorded` : '',
  ].filter(Boolean);
  return `Rewards distributed: ${parts.join(', ')}.`;
}

/** Where a previewed award's money goes, as the confirm dialog says it. */
export function destinationWords(destination: AwardDestination): string {
  if (destination === 'connected_account') return 'Paid now to their connected account';
  if (destination === 'held') return 'Held in their Briefly wallet';
  if (destination === 'wallet_credit') return 'Credited to their Briefly wallet';
  return 'Prize (no money moves)';
}

/** GET /api/briefs/:id/process-payouts/preview: what Process Payouts would do now (decision 047). */
export const ZProcessPayoutsPreview = z.object({
  payees: z.array(
    z.object({
      assignmentId: z.string(),
      submissionId: z.string(),
      creatorId: z.string(),
      rewardType: z.enum(REWARD_TYPES),
      /** What reaches the creator (the fee was taken when the award was made). */
      net: z.number(),
      destination: z.enum(AWARD_DESTINATIONS),
      heldReason: z.string().nullable(),
    }),
  ),
  totals: z.object({ net: z.number(), toConnectedAccounts: z.number(), held: z.number(), credited: z.number() }),
  /** The brief's pool, which processing payouts does not touch (the awards left it when they were made). */
  poolLeft: z.number(),
});
export type TProcessPayoutsPreview = z.infer<typeof ZProcessPayoutsPreview>;

export const REFUND_DESTINATIONS = ['card', 'wallet'] as const;

/** GET /api/briefs/:id/refund/preview: what Refund what's left would do now (decision 047). */
export const ZRefundPreview = z.object({
  amount: z.number(),
  /** card: the charge that funded the brief is refunded; wallet: the brand's Briefly wallet is credited. */
  destination: z.enum(REFUND_DESTINATIONS),
  /** True when an earlier card refund is still pending: confirming asks the provider again for it. */
  retry: z.boolean(),
  pool: z.object({ before: z.number(), after: z.number() }),
});
export type TRefundPreview = z.infer<typeof ZRefundPreview>;

export const WITHDRAWAL_DECISION_ACTIONS = ['approve', 'reject'] as const;
export type WithdrawalDecisionAction = (typeof WITHDRAWAL_DECISION_ACTIONS)[number];
/** connected_account: transferred now; held: approved but kept reserved until a payout account is active; wallet: back to the creator's wallet. */
export const WITHDRAWAL_DESTINATIONS = ['connected_account', 'held', 'wallet'] as const;

/** GET /api/admin/withdrawal-requests/:id/preview?action=…: what approving or rejecting would do now (decision 047). */
export const ZWithdrawalDecisionPreview = z.object({
  withdrawalId: z.string(),
  creatorId: z.string(),
  action: z.enum(WITHDRAWAL_DECISION_ACTIONS),
  amount: z.number(),
  /** Withdrawals carry no fee: the creator receives the amount. */
  fee: z.number(),
  destination: z.enum(WITHDRAWAL_DESTINATIONS),
  heldReason: z.string().nullable(),
});
export type TWithdrawalDecisionPreview = z.infer<typeof ZWithdrawalDecisionPreview>;

/** The toast after Process Payouts: one count per outcome, the same words as distribute's. */
export function processedSummary(results: Array<{ rewardType: RewardType; payoutStatus: PayoutStatus }>): string {
  if (results.length === 0) return 'Nothing to process: every award is settled.';
  return distributedSummary(results).replace(/^Rewards distributed:/, 'Payouts processed:');
}

/** The toast after a withdrawal decision, per what happened to the money. */
export function withdrawalOutcome(status: 'pending' | 'approved' | 'rejected' | 'completed'): string {
  if (status === 'completed') return 'Withdrawal approved: paid to their connected account.';
  if (status === 'approved') return 'Withdrawal approved: held until the transfer succeeds (it is retried).';
  if (status === 'rejected') return 'Withdrawal rejected: the money is back in their Briefly wallet.';
  return 'Withdrawal still pending.';
}
