import type { Db } from '../../db/client.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import type { Clock } from '../../platform/module.ts';
import type { AccountClosure } from '../auth/index.ts';
import {
  balancesOf,
  brandWalletAccount,
  briefMoneyFigures,
  briefPoolAccount,
  creatorReservedAccount,
  creatorWalletAccount,
  entriesOf,
  lockLedgerAccount,
} from '../ledger/index.ts';
import type { PayoutsService } from '../payouts/index.ts';
import { formatCents } from '@briefly/shared/money';
import * as repo from './accounts.repository.ts';

// "Their data, their account" (issue 23, item 7; docs/product/accounts.md#your-data-and-closing-your-account):
// the export of everything the caller's account holds, and closing the account once no money is held
// for it or owed by it. Money figures come from the ledger and payouts services, their one definition.

export interface AccountsServiceOptions {
  db: Db;
  clock: Clock;
  closure: AccountClosure;
  payouts: Pick<PayoutsService, 'unsettledOf'>;
  /** The notifications module's part of closing an account (its notifications and preferences), in `tx`. */
  notifications?: { eraseUserInTx(tx: Db, userId: string): Promise<void> };
  /** The photos module's part: the photo and covers unnamed in `tx`, their files deleted by a job it queues there. */
  photos?: { releaseOwnerInTx(tx: Db, userId: string, now: Date): Promise<void> };
}

/** The ledger accounts that are the user's own: a brand's wallet and its briefs' pools; a creator's wallet and reservation. */
function ownAccounts(type: 'brand' | 'creator', userId: string, briefIds: string[]): string[] {
  if (type === 'brand') return [brandWalletAccount(userId), ...briefIds.map(briefPoolAccount)];
  return [creatorWalletAccount(userId), creatorReservedAccount(userId)];
}

const money = (cents: number) => formatCents(cents);

export function createAccountsService(options: AccountsServiceOptions) {
  const { db, clock, closure } = options;

  function brandOrCreator(type: string): 'brand' | 'creator' {
    // Admins have no data of this kind and are not closed here (docs/product/accounts.md#your-data-and-closing-your-account).
    if (type !== 'brand' && type !== 'creator')
      throw forbidden('Admin accounts have no data export and cannot be closed here.');
    return type;
  }

  async function exportData(userId: string) {
    const account = await repo.findAccount(db, userId);
    if (!account) throw forbidden();
    const type = brandOrCreator(account.type);
    const isBrand = type === 'brand';
    const [profile, briefs, submissions, awards, withdrawals, conversations, messages, notifications, sessions] =
      await Promise.all([
        isBrand ? repo.brandProfileOf(db, userId) : repo.creatorProfileOf(db, userId),
        isBrand ? repo.briefsOfBrand(db, userId) : Promise.resolve([]),
        isBrand ? Promise.resolve([]) : repo.submissionsOfCreator(db, userId),
        isBrand ? Promise.resolve([]) : repo.awardsOfCreator(db, userId),
        isBrand ? Promise.resolve([]) : repo.withdrawalsOfCreator(db, userId),
        repo.conversationsOf(db, userId),
        repo.messagesOf(db, userId),
        repo.notificationsOf(db, userId),
        repo.sessionsOf(db, userId),
      ]);
    const accounts = ownAccounts(
      type,
      userId,
      briefs.map((brief) => brief.id),
    );
    const [balances, entries] = await Promise.all([balancesOf(db, accounts), entriesOf(db, accounts)]);
    return {
      exportedAt: clock().toISOString(),
      account: {
        id: account.id,
        type,
        email: account.email,
        status: account.status,
        hasPassword: account.hasPassword,
        signsInWithGoogle: account.signsInWithGoogle,
        emailVerifiedAt: account.emailVerifiedAt,
        timeZone: account.timeZone,
        createdAt: account.createdAt,
      },
      profile,
      ...(isBrand ? { briefs } : { submissions, awards, withdrawals }),
      conversations,
      messages,
      notifications,
      wallet: accounts.map((name) => ({ account: name, balanceCents: balances.get(name) ?? 0 })),
      ledgerEntries: entries,
      sessions,
    };
  }

  /** Why the account cannot be closed now, one sentence per thing outstanding (none: it can). */
  async function outstanding(executor: Db, type: 'brand' | 'creator', userId: string): Promise<string[]> {
    const reasons: string[] = [];
    if (type === 'creator') {
      const wallet = creatorWalletAccount(userId);
      const reserved = creatorReservedAccount(userId);
      // One after the other: `executor` is a transaction's one connection.
      const balances = await balancesOf(executor, [wallet, reserved]);
      const unsettled = await options.payouts.unsettledOf(userId, executor);
      const walletCents = balances.get(wallet) ?? 0;
      const reservedCents = balances.get(reserved) ?? 0;
      if (walletCents > 0) reasons.push(`Your wallet holds ${money(walletCents)}: withdraw it first.`);
      if (reservedCents > 0)
        reasons.push(`A withdrawal of ${money(reservedCents)} is pending: wait until it is processed.`);
      if (unsettled.unsettled > 0)
        reasons.push(`Awards of ${money(unsettled.unsettled)} are not paid out yet: wait until they are settled.`);
      return reasons;
    }
    const wallet = brandWalletAccount(userId);
    const briefIds = await repo.briefIdsOfBrand(executor, userId);
    const balances = await balancesOf(executor, [wallet]);
    const figures = await briefMoneyFigures(executor, briefIds);
    const walletCents = balances.get(wallet) ?? 0;
    if (walletCents > 0) reasons.push(`Your brand wallet holds ${money(walletCents)}.`);
    let pools = 0;
    let funded = 0;
    for (const figure of figures.values())
      if (figure.remaining > 0) {
        pools += figure.remaining;
        funded += 1;
      }
    if (pools > 0)
      reasons.push(
        `${funded === 1 ? 'A funded brief still holds' : `${funded} funded briefs still hold`} ${money(pools)}: award it or archive the brief so it is refunded.`,
      );
    return reasons;
  }

  /**
   * DELETE /api/me: the password first, then — under the wallets' ledger locks, so no money moves in
   * between — refused with 409 while money is held for or owed by the account; otherwise erased.
   */
  async function closeAccount(userId: string, password: string): Promise<void> {
    const { type } = await closure.confirmPassword(userId, password);
    const kind = brandOrCreator(type);
    await db.transaction(async (tx) => {
      if (kind === 'creator') await lockLedgerAccount(tx, creatorWalletAccount(userId));
      else await lockLedgerAccount(tx, brandWalletAccount(userId));
      const reasons = await outstanding(tx, kind, userId);
      if (reasons.length > 0) throw conflict(`Your account cannot be closed yet. ${reasons.join(' ')}`, 'CONFLICT');
      await closure.eraseInTx(tx, userId);
      await options.notifications?.eraseUserInTx(tx, userId);
      await options.photos?.releaseOwnerInTx(tx, userId, clock());
    });
  }

  return { exportData, closeAccount, outstanding };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
