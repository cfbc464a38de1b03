// The payments module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createPaymentsModule } from './payments.module.ts';
export type { FundableBrief, PaymentsService } from './payments.service.ts';
export type { BriefFunding, FundingSource } from './payments.briefs.ts';
export { withProvider } from './payments.errors.ts';
