export * from './users.ts';
export * from './briefs.ts';
export * from './ledger.ts';
export * from './payments.ts';
export * from './test-provider.ts';
export * from './submissions.ts';
export * from './rewards.ts';
