// The payouts module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createPayoutsModule } from './payouts.module.ts';
export type { PayoutsService } from './payouts.service.ts';
export type { PayoutAccountsService } from './payout-accounts.service.ts';
export type { WithdrawalsService } from './withdrawals.service.ts';
export { UNSETTLED_PAYOUT_STATUSES } from './payout-status.ts';
export { creatorInView, ZUserParams } from './creator-in-view.ts';
export { pausePayoutInTx, releasePayoutInTx } from './payout-pause.ts';
export { reinstateWithdrawalInTx, type Reinstatement } from './withdrawal-reinstatement.ts';
