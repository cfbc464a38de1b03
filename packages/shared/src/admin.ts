// The admin API for people, briefs and submissions (docs/product/admin.md#api), in four files in admin/;
// this module is the contract's one name (`@briefly/shared/admin`).

export { ADMIN_PAGE_MAX_SIZE, ADMIN_PAGE_SIZE } from './limits.ts';
export * from './admin/people-briefs-submissions.ts';

// ================================================================ operations (issue 11; docs/product/admin.md#api, decision 015)
//
// Units: fields named `…Cents` are integer cents (the admin's own screens); the fields the reference
// client reads by the spec's names (`monthlyRevenue`, `totalPayouts`, the financial metrics' amounts,
// `amount`/`platformFee`/`netAmount` on a payout) are dollars with 2 decimals, as everywhere else in
// the API (docs/product/money-and-ledger.md#units). Every money figure is read from the ledger.

export * from './admin/overview-and-payouts.ts';
export * from './admin/analytics-and-finance.ts';
export * from './admin/audit-and-jobs.ts';
