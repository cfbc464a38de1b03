// The admin's money views: counts and rows read across the owners' tables (decision 010), one file per
// group; the money service, its figures and the reconciliation read them here as `repo`. Amounts
// summed here are the awards' own payout state (like the wallet's "unsettled"); every ledger
// figure comes from ledger.service.

export * from './admin-money.counts.repository.ts';
export * from './admin-money.payouts.repository.ts';
export * from './admin-money.references.repository.ts';
