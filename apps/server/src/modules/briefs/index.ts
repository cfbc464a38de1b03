// The briefs module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createBriefsModule } from './briefs.module.ts';
export { findOwnFundableBrief, type BriefChangeHook, type BriefsService } from './briefs.service.ts';
export { briefFunding, lockBriefInTx } from './brief-funding.ts';
export type { BriefActivitySource, BriefSubmissionEntry } from './briefs.activity.ts';
export { brandIsActive, textMatches } from './marketplace-sql.ts';
