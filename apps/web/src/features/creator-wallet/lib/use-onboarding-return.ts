import { WALLET_MESSAGES } from '@briefly/shared/rewards';
import { notifications } from '@mantine/notifications';
import { useQueryFlag } from '@/hooks/use-query-flag';
import { useRecheckPayoutAccount } from '../api/recheck-payout-account';
import { accountState } from './account-state';

/**
 * The return from the provider's onboarding (/dashboard?tab=wallet&stripe=success|refresh;
 * docs/product/rewards-and-payouts.md#payout-accounts):
 * asks the provider for the account status now, says what it is, and removes the flag.
 */
export function useOnboardingReturn() {
  const recheck = useRecheckPayoutAccount();
  useQueryFlag('stripe', (value) => {
    if (value !== 'success' && value !== 'refresh') return;
    if (value === 'refresh') {
      notifications.show({
        color: 'yellow',
        title: 'Payout account setup',
        message: 'The setup link expired. Use the button on the payout account card to continue.',
      });
    }
    recheck.mutate(undefined, {
      onSuccess: (status) => {
        if (value === 'success') {
          notifications.show({ color: 'green', title: WALLET_MESSAGES.recheckOk, message: accountState(status).label });
        }
      },
      onError: () => notifications.show({ color: 'red', message: WALLET_MESSAGES.recheckToastFailed }),
    });
  });
}
