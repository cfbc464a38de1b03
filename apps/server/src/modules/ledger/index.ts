// The ledger module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

// The ledger has no routes, jobs or services object: its face is functions that take the caller's
// transaction or handle (decision 010: every write and every read of ledger tables goes through them).
export {
  balanceOf,
  balancesOf,
  briefMoneyFigures,
  briefMoneyFiguresOf,
  briefPoolFiguresSql,
  creatorEarnings,
  creatorEarningsByBrief,
  creatorPaidOutByBrief,
  creatorEarningsSql,
  entriesOf,
  hasHistory,
  inflowsOf,
  lockLedgerAccount,
  move,
  platformBalances,
  platformFeesByMonth,
  platformMoneyFlows,
  postTransaction,
  providerPostings,
  recentMovements,
  type BriefPoolFigures,
  type LedgerEntryInput,
  type ProviderPosting,
} from './ledger.service.ts';
export {
  brandWalletAccount,
  briefPoolAccount,
  creatorReservedAccount,
  creatorWalletAccount,
  EXTERNAL_CARD_PAYMENTS,
  EXTERNAL_CARD_REFUNDS,
  EXTERNAL_CONNECTED_ACCOUNTS,
  LEDGER_KINDS,
  PLATFORM_FEES,
} from './ledger.accounts.ts';
export { InsufficientBalanceError } from './ledger.errors.ts';
