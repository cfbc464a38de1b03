import { formatCents } from '@briefly/shared/money';
import type { Db } from '../../../db/client.ts';
import type { DomainEvent } from '../../../platform/outbox/domain-events.ts';
import { links } from '../notification-links.ts';
import type { NotificationDraft } from '../notifications.service.ts';
import * as repo from '../notifications.repository.ts';

// Creators' wallets: their payout account's verification, and their withdrawals (the admins hear of a request).

type WalletEvent = Extract<DomainEvent, { type: 'account.updated' | 'withdrawal.requested' | 'withdrawal.processed' }>;

/** The drafts for a payout account's or a withdrawal's event. */
export async function walletDrafts(event: WalletEvent, tx: Db): Promise<NotificationDraft[]> {
  switch (event.type) {
    case 'account.updated': {
      if (event.status !== 'active' && event.status !== 'restricted') return [];
      const active = event.status === 'active';
      return [
        {
          userId: event.creatorId,
          title: active ? 'Payout account verified' : 'Payout account needs attention',
          message: active
            ? 'Your payout account is verified and ready: cash rewards are now sent to it automatically.'
            : 'The payment provider needs more information before your payout account can receive money.',
          type: active ? 'success' : 'warning',
          category: 'wallet',
          priority: active ? 'medium' : 'high',
          link: links.creatorWallet(),
        },
      ];
    }
    case 'withdrawal.requested': {
      const admins = await repo.activeAdmins(tx);
      const name = await repo.creatorName(tx, event.creatorId);
      return admins.map((adminId) => ({
        userId: adminId,
        title: 'Withdrawal request',
        message: `${name} asked to withdraw ${formatCents(event.amountCents)}.`,
        type: 'info' as const,
        category: 'wallet' as const,
        priority: 'medium' as const,
        link: links.adminWithdrawals(),
      }));
    }
    case 'withdrawal.processed': {
      const amount = formatCents(event.amountCents);
      if (event.status === 'approved') {
        // Usually the transfer follows at once and its own notification says it all.
        if ((await repo.withdrawalStatus(tx, event.withdrawalId)) !== 'approved') return [];
        return [
          {
            userId: event.creatorId,
            title: 'Withdrawal approved',
            message: `Your withdrawal of ${amount} was approved and is on its way to your payout account.`,
            type: 'info',
            category: 'wallet',
            priority: 'normal',
            link: links.creatorWallet(),
          },
        ];
      }
      if (event.status === 'completed') {
        return [
          {
            userId: event.creatorId,
            title: 'Withdrawal sent',
            message: `${amount} from your wallet was sent to your payout account.`,
            type: 'success',
            category: 'wallet',
            priority: 'medium',
            link: links.creatorWallet(),
          },
        ];
      }
      const reason = event.reason?.trim().replace(/[.\s]+$/, '');
      return [
        {
          userId: event.creatorId,
          title: 'Withdrawal rejected',
          message: reason
            ? `Your withdrawal of ${amount} was rejected (${reason}); the money is back in your wallet.`
            : `Your withdrawal of ${amount} was rejected; the money is back in your wallet.`,
          type: 'error',
          category: 'wallet',
          priority: 'high',
          link: links.creatorWallet(),
        },
      ];
    }
  }
}
