import { AccountNotReadyError, ProviderRequestError } from '../errors.ts';
import { centsToDollars, formatPlainAmount } from '@briefly/shared/money';
import type { Db } from '../../../db/client.ts';
import { accountStatus } from '../provider.ts';
import { accountObject, accountView, newId, noSuch, type TestModeCore } from './test-provider.core.ts';
import * as repo from './test-provider.repository.ts';
import type { TestModeProvider } from './test-provider.types.ts';

// The test mode's Connect: payout accounts, their hosted onboarding's outcomes, and transfers to them.

const ACCOUNT_LINK_TTL_MS = 5 * 60 * 1000;

type ConnectUseCases = Pick<
  TestModeProvider,
  | 'createConnectedAccount'
  | 'createAccountLink'
  | 'retrieveAccount'
  | 'accountEmail'
  | 'setAccountOnboardingOutcome'
  | 'createTransfer'
>;

export function testModeConnect({ db, now, publicUrl, emit, withIdempotency }: TestModeCore): ConnectUseCases {
  /**
   * Like Stripe: a transfer's source must be a charge that took money, and a charge's transfers
   * together never exceed it. The charge stays locked until the transfer is stored.
   */
  async function checkSourceTransaction(tx: Db, chargeId: string, amountCents: number): Promise<void> {
    const charge = await repo.lockCharge(tx, chargeId);
    if (!charge) throw noSuch('charge', chargeId);
    const left = charge.intent.amountCents - charge.transferredCents;
    if (amountCents > left) {
      throw new ProviderRequestError(
        `Insufficient funds in the source transaction ${chargeId}: the transfer amount ($${formatPlainAmount(centsToDollars(amountCents))}) is greater than what is left of the charge for transfers ($${formatPlainAmount(centsToDollars(left))}).`,
        'balance_insufficient',
      );
    }
  }

  return {
    async createConnectedAccount({ country, email, idempotencyKey }) {
      const id = newId('acct');
      const row = await withIdempotency(
        idempotencyKey,
        'accounts.create',
        { country, email },
        id,
        (tx) =>
          repo.insertAccount(tx, {
            id,
            email,
            country,
            currentlyDue: ['external_account', 'individual.dob.day', 'tos_acceptance.date'],
            createdAt: now(),
            updatedAt: now(),
          }),
        async (tx, existingId) => {
          const existing = await repo.findAccount(tx, existingId);
          if (!existing) throw noSuch('account', existingId);
          return existing;
        },
      );
      return { id: row.id };
    },

    async createAccountLink({ accountId, returnUrl, refreshUrl }) {
      if (!(await repo.findAccount(db, accountId))) throw noSuch('account', accountId);
      const query = new URLSearchParams({ return_url: returnUrl, refresh_url: refreshUrl });
      return {
        url: `${publicUrl}/test-provider/onboarding/${encodeURIComponent(accountId)}?${query.toString()}`,
        expiresAt: Math.floor((now().getTime() + ACCOUNT_LINK_TTL_MS) / 1000),
      };
    },

    async retrieveAccount(id) {
      const row = await repo.findAccount(db, id);
      return row ? accountView(row) : null;
    },

    async accountEmail(accountId) {
      return (await repo.findAccount(db, accountId))?.email ?? null;
    },

    async setAccountOnboardingOutcome(accountId, outcome) {
      const values =
        outcome === 'complete'
          ? {
              detailsSubmitted: true,
              chargesEnabled: true,
              payoutsEnabled: true,
              currentlyDue: [],
              disabledReason: null,
            }
          : outcome === 'restricted'
            ? {
                detailsSubmitted: true,
                chargesEnabled: true,
                payoutsEnabled: false,
                currentlyDue: ['individual.verification.document'],
                disabledReason: 'requirements.past_due',
              }
            : {
                detailsSubmitted: false,
                chargesEnabled: false,
                payoutsEnabled: false,
                currentlyDue: ['external_account', 'individual.dob.day', 'tos_acceptance.date'],
                disabledReason: null,
              };
      const row = await repo.updateAccount(db, accountId, { ...values, updatedAt: now() });
      if (!row) throw noSuch('account', accountId);
      await emit('account.updated', accountObject(row));
      return accountView(row);
    },

    async createTransfer({ amountCents, currency, destination, transferGroup, sourceTransaction, idempotencyKey }) {
      const id = newId('tr');
      const row = await withIdempotency(
        idempotencyKey,
        'transfers.create',
        { amountCents, currency, destination, transferGroup, sourceTransaction: sourceTransaction ?? null },
        id,
        async (tx) => {
          // Like Stripe: a replayed key answers the first transfer; a new one checks the destination.
          const account = await repo.findAccount(tx, destination);
          if (!account) throw noSuch('account', destination);
          if (accountStatus(accountView(account)) !== 'active') {
            throw new AccountNotReadyError(
              'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
            );
          }
          if (sourceTransaction) await checkSourceTransaction(tx, sourceTransaction, amountCents);
          return repo.insertTransfer(tx, {
            id,
            amountCents,
            currency,
            destination,
            transferGroup,
            sourceTransaction: sourceTransaction ?? null,
            createdAt: now(),
          });
        },
        async (tx, existingId) => {
          const existing = await repo.findTransfer(tx, existingId);
          if (!existing) throw noSuch('transfer', existingId);
          return existing;
        },
      );
      if (row.id === id) {
        await emit('transfer.created', {
          id: row.id,
          object: 'transfer',
          amount: row.amountCents,
          currency: row.currency,
          destination: row.destination,
          transfer_group: row.transferGroup,
          source_transaction: row.sourceTransaction,
        });
      }
      return { id: row.id };
    },
  };
}
