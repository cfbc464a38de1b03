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
