// Ledger account names and transaction kinds (docs/architecture.md, decisions 005, 007, 008).
// Only external accounts may go below zero.

export const EXTERNAL_CARD_PAYMENTS = 'external:card_payments';
/** Money that left to creators' connected accounts. */
export const EXTERNAL_CONNECTED_ACCOUNTS = 'external:connected_accounts';
/** Money returned to brands' cards. */
export const EXTERNAL_CARD_REFUNDS = 'external:card_refunds';
export const PLATFORM_FEES = 'platform:fees';

export const briefPoolAccount = (briefId: string) => `brief:${briefId}:pool`;
export const brandWalletAccount = (brandId: string) => `brand:${brandId}:wallet`;
/** A creator's balance: net awards (cash and credit) not yet transferred or withdrawn. */
export const creatorWalletAccount = (creatorId: string) => `creator:${creatorId}:wallet`;

/** Money under a creator's pending withdrawal request. */
export const creatorReservedAccount = (creatorId: string) => `creator:${creatorId}:reserved`;

export const isExternalAccount = (account: string) => account.startsWith('external:');

/** Per-object accounts, whose totals per kind are kept in `ledger_account_totals` (decision 016). */
export const isRolledUpAccount = (account: string) => !isExternalAccount(account) && !account.startsWith('platform:');

/** Kinds of ledger transaction; with the reference id they are unique (one posting per object). */
export const LEDGER_KINDS = {
  /** Money in from a card: a payment intent or a checkout session (reference: the provider's id). */
  cardPayment: 'card_payment',
  /** Brand wallet → brief pool (reference: the brief id, so a brief is funded from the wallet once). */
  walletToBrief: 'wallet_to_brief',
  /** Pool → platform fees and creator wallet (reference: the reward assignment). */
  rewardAward: 'reward_award',
  /** The award taken back when an unpaid assignment is removed (reference: the assignment). */
  rewardReversal: 'reward_reversal',
  /** Creator wallet → connected account once the provider transfer succeeded (reference: the assignment). */
  rewardTransfer: 'reward_transfer',
  /** Creator wallet → reserved (reference: the withdrawal). */
  withdrawalRequest: 'withdrawal_request',
  /** Reserved → connected account once the transfer succeeded (reference: the withdrawal). */
  withdrawalPayout: 'withdrawal_payout',
  /** Reserved → wallet when an admin rejects the request (reference: the withdrawal). */
  withdrawalReversal: 'withdrawal_reversal',
  /**
   * Wallet → reserved again when a dispute's resolution reverses the rejection (reference: the
   * withdrawal, so a withdrawal is reinstated at most once; docs/product/disputes.md).
   */
  withdrawalReinstatement: 'withdrawal_reinstatement',
  /** What is left of a pool back to the brand (reference: `<briefId>:<sequence>`). */
  poolRefund: 'pool_refund',
  /**
   * A card refund the provider failed after accepting it: `external:card_refunds → brand wallet`
   * (reference: the refund's own `<briefId>:<sequence>`, so it is reversed once; decision 008).
   */
  poolRefundFailure: 'pool_refund_failure',
  /**
   * A dispute resolved by paying the creator: pool → platform fees and creator wallet, like an award
   * (reference: the dispute; docs/product/disputes.md).
   */
  disputePayment: 'dispute_payment',
} as const;
export type LedgerKind = (typeof LEDGER_KINDS)[keyof typeof LEDGER_KINDS];
