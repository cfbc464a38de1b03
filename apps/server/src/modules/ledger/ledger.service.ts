// The ledger's functions, by concern: writing postings, reading accounts, the money figures screens
// show, and the admin's platform-wide figures. The module's face (index.ts) re-exports them from here.
export * from './ledger.postings.ts';
export * from './ledger.balances.ts';
export * from './ledger.money-figures.ts';
export * from './ledger.platform-figures.ts';
