// The awards module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createAwardsModule } from './awards.module.ts';
export type { AwardsService } from './awards.service.ts';
export { reverseAwardInTx, type AwardReversal } from './service/dispute-reversal.ts';
