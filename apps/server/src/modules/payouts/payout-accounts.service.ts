import type { TProviderAccountStatus } from '@briefly/shared/rewards';
import type { Db } from '../../db/client.ts';
import { accountStatus, type PaymentsProvider, type ProviderAccount } from '../../integrations/payments/provider.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import { systemClock, type Clock, type PaymentWebhookHandler } from '../../platform/module.ts';
import { withProvider } from '../payments/index.ts';
import type { PayoutAccountDirectory } from '../submissions/index.ts';
import * as repo from './payouts.repository.ts';
import { payoutAccountNotFound, unsafeReturnUrl } from './payouts.errors.ts';

// Creators' connected payout accounts (decision 007): one per creator, created with the key
// `account:<creatorId>`; status as the provider last reported it (recheck or account.updated),
// and held cash released as soon as the account is active.

export interface PayoutAccountsServiceOptions {
  db: Db;
  provider: PaymentsProvider;
  events: EventPublisher;
  publicUrl: string;
  /** Transfers the creator's held cash (the payouts service). */
  releaseHeldPayouts: (args: { creatorId: string }) => Promise<unknown>;
  clock?: Clock;
}

function toStatus(row: repo.PayoutAccountRow): TProviderAccountStatus {
  return {
    status: row.status,
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    requirements: { currently_due: row.currentlyDue },
    country: row.country,
    default_currency: row.defaultCurrency,
  };
}

const snapshot = (account: ProviderAccount, at: Date) => ({
  status: accountStatus(account),
  chargesEnabled: account.chargesEnabled,
  payoutsEnabled: account.payoutsEnabled,
  detailsSubmitted: account.detailsSubmitted,
  currentlyDue: account.requirements.currentlyDue,
  disabledReason: account.requirements.disabledReason,
  country: account.country,
  defaultCurrency: account.defaultCurrency,
  updatedAt: at,
});

export function createPayoutAccountsService(options: PayoutAccountsServiceOptions) {
  const { db, provider, events, publicUrl } = options;
  const now = options.clock ?? systemClock;

  /** POST /api/creators/onboard: the creator's account, created once (parallel calls get the same one). */
  async function onboard(creatorId: string, country: string): Promise<{ accountId: string }> {
    const existing = await repo.findPayoutAccount(db, creatorId);
    if (existing) return { accountId: existing.providerAccountId };
    const email = (await repo.creatorEmail(db, creatorId)) ?? '';
    const created = await withProvider(() =>
      provider.createConnectedAccount({ country, email, idempotencyKey: `account:${creatorId}` }),
    );
    const row = await repo.insertPayoutAccount(db, {
      creatorId,
      provider: provider.mode,
      providerAccountId: created.id,
      country,
      createdAt: now(),
      updatedAt: now(),
    });
    const account = await withProvider(() => provider.retrieveAccount(row.providerAccountId));
    if (account) await repo.updatePayoutAccount(db, row.id, snapshot(account, now()));
    return { accountId: row.providerAccountId };
  }

  /** Only pages of this site may be return targets (no open redirect through the provider's page). */
  function ownPage(candidate: string): string {
    const base = new URL(publicUrl);
    let url: URL;
    try {
      url = new URL(candidate, base);
    } catch {
      throw unsafeReturnUrl();
    }
    if (url.origin !== base.origin || !/^https?:$/.test(url.protocol)) throw unsafeReturnUrl();
    return url.toString();
  }

  async function onboardingLink(
    creatorId: string,
    input: { returnUrl: string; refreshUrl: string },
  ): Promise<{ url: string }> {
    const returnUrl = ownPage(input.returnUrl);
    const refreshUrl = ownPage(input.refreshUrl);
    const account = await repo.findPayoutAccount(db, creatorId);
    if (!account) throw payoutAccountNotFound();
    const link = await withProvider(() =>
      provider.createAccountLink({ accountId: account.providerAccountId, returnUrl, refreshUrl }),
    );
    return { url: link.url };
  }

  /** Inside the transaction that stored the new state: `account.updated` when the status changed. */
  async function announce(tx: Db, updated: repo.PayoutAccountRow, previousStatus: string): Promise<void> {
    if (updated.status === previousStatus) return;
    await events.publish(tx, {
      type: 'account.updated',
      creatorId: updated.creatorId,
      accountId: updated.providerAccountId,
      status: updated.status,
    });
  }

  /** After commit: an active account receives the creator's held cash at once. */
  async function releaseIfActive(account: repo.PayoutAccountRow): Promise<void> {
    if (account.status === 'active') await options.releaseHeldPayouts({ creatorId: account.creatorId });
  }

  /** Stores what the provider says now; releases held cash when the account became active. */
  async function refresh(row: repo.PayoutAccountRow): Promise<repo.PayoutAccountRow> {
    const account = await withProvider(() => provider.retrieveAccount(row.providerAccountId));
    if (!account) return row;
    const updated = await db.transaction(async (tx) => {
      const stored = await repo.updatePayoutAccount(tx, row.id, snapshot(account, now()));
      if (stored) await announce(tx, stored, row.status);
      return stored;
    });
    await releaseIfActive(updated ?? row);
    return updated ?? row;
  }

  /** POST /api/creators/onboard/recheck. */
  async function recheck(creatorId: string): Promise<TProviderAccountStatus> {
    const row = await repo.findPayoutAccount(db, creatorId);
    if (!row) throw payoutAccountNotFound();
    return toStatus(await refresh(row));
  }

  /** GET /api/stripe/account/:userId (the stored status; 404 when the creator has none). */
  async function status(creatorId: string): Promise<TProviderAccountStatus> {
    const row = await repo.findPayoutAccount(db, creatorId);
    if (!row) throw payoutAccountNotFound();
    return toStatus(row);
  }

  async function isActive(creatorId: string): Promise<boolean> {
    return (await repo.findPayoutAccount(db, creatorId))?.status === 'active';
  }

  /**
   * account.updated: the account is re-read from the provider (so duplicated or out-of-order
   * deliveries all converge on the provider's current state) and stored, with its domain event, in
   * the same transaction as the event id; held cash is released after commit.
   */
  const accountUpdated: PaymentWebhookHandler = {
    async prepare(object) {
      const id = typeof object.id === 'string' ? object.id : null;
      if (!id) return null;
      const row = await repo.findPayoutAccountByProviderId(db, id);
      if (!row) return null;
      const account = await provider.retrieveAccount(id);
      if (!account) return null;
      let updated: repo.PayoutAccountRow | undefined;
      return {
        apply: async (tx) => {
          updated = await repo.updatePayoutAccount(tx, row.id, snapshot(account, now()));
          if (updated) await announce(tx, updated, row.status);
        },
        afterCommit: async () => {
          if (updated) await releaseIfActive(updated);
        },
      };
    },
  };

  /** The brand's winner-selection hints, for the submissions module. */
  const directory: PayoutAccountDirectory = {
    async hintsFor(creatorIds) {
      const rows = await repo.payoutAccountsOf(db, [...new Set(creatorIds)]);
      return new Map(
        rows.map((row) => [row.creatorId, { hasStripeAccount: true, stripeAccountStatus: { status: row.status } }]),
      );
    },
  };

  return { onboard, onboardingLink, recheck, status, isActive, accountUpdated, directory };
}

export type PayoutAccountsService = ReturnType<typeof createPayoutAccountsService>;
