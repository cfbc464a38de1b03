// All of the briefs module's queries, one file per group; the services read them here as `repo`.
// Functions take the executor (db or transaction) first.

export type {
  BrandRow,
  BriefListRow,
  BriefRow,
  BriefWithBrand,
  ListTier,
  NewBrief,
  NewTier,
  TierRow,
  WinnerRow,
} from './briefs.lists.repository.ts';
export * from './briefs.rows.repository.ts';
export * from './briefs.reading.repository.ts';
export * from './briefs.invitations.repository.ts';
export * from './briefs.for-creators.repository.ts';
export * from './briefs.marketplace.repository.ts';
