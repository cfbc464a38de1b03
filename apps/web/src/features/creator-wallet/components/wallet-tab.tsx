import { formatUsd } from '@briefly/shared/money';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoins, IconTrendingUp, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-error';
import { usePublicConfig } from '@/lib/public-config';
import { usePayoutAccount } from '../api/get-payout-account';
import { useWallet } from '../api/get-wallet';
import { accountState } from '../lib/account-state';
import { HowConnectWorks } from './how-connect-works';
import { PayoutAccountCard, type PayoutAccountCardProps } from './payout-account-card';
import { PayoutHistory } from './payout-history';
import { TestModeNote } from './test-mode-note';
import { WithdrawalPanel } from './withdrawal-panel';

/** The Wallet tab, titled Creator Wallet (docs/product/rewards-and-payouts.md#creator-wallet): balances, payout account, withdrawals, payouts. */
export function WalletTab({ userId, redirect }: { userId: string; redirect?: PayoutAccountCardProps['redirect'] }) {
  const wallet = useWallet(userId);
  const account = usePayoutAccount(userId);
  const config = usePublicConfig();
  const accountActive = account.data ? accountState(account.data).key === 'active' : false;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Creator Wallet
        </Title>
        <Text c="dimmed" mt={4}>
          Your balance, payout account and payout history.
        </Text>
      </div>
      <TestModeNote />

      {wallet.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="status" aria-busy="true" aria-label="Loading wallet">
          <Skeleton height={150} radius="md" />
          <Skeleton height={150} radius="md" />
        </SimpleGrid>
      ) : wallet.isError ? (
        <QueryError
          error={wallet.error}
          onRetry={() => void wallet.refetch()}
          retrying={wallet.isFetching}
          title="Failed to load your wallet"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Figure label="Current Balance" value={formatUsd(wallet.data.balance)} icon={IconCoins} color="teal">
            <Breakdown label="Available to withdraw" value={wallet.data.available} strong />
            <Breakdown label="Held until your payout account is active" value={wallet.data.held} />
            <Breakdown label="Set aside for pending withdrawals (not in balance)" value={wallet.data.reserved} />
          </Figure>
          <Figure label="Total Earned" value={formatUsd(wallet.data.totalEarned)} icon={IconTrendingUp} color="brand">
            <Text size="xs" c="dimmed">
              Net of platform fees, across every reward you have won.
            </Text>
          </Figure>
        </SimpleGrid>
      )}

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <PayoutAccountCard userId={userId} redirect={redirect} />
        {wallet.data ? (
          <WithdrawalPanel available={wallet.data.available} accountActive={accountActive} />
        ) : (
          // The withdrawal panel's usual height (measured at 1280 and 390 px), so nothing below moves when it arrives.
          <Skeleton h={{ base: 308, lg: 260 }} radius="md" />
        )}
      </SimpleGrid>

      <PayoutHistory userId={userId} />
      <HowConnectWorks feePercent={config.data?.platformFeePercent} />
    </Stack>
  );
}

function Figure({
  label,
  value,
  icon: FigureIcon,
  color,
  children,
}: {
  label: string;
  value: string;
  icon: Icon;
  color: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fw={800} fz={{ base: 28, sm: 32 }} lh={1.15} mt={6} aria-label={`${label}: ${value}`}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md">
          <FigureIcon size={24} stroke={1.6} />
        </ThemeIcon>
      </Group>
      <Stack gap={2} mt="sm">
        {children}
      </Stack>
    </Paper>
  );
}

function Breakdown({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="xs" fw={strong ? 700 : 500}>
        {formatUsd(value)}
      </Text>
    </Group>
  );
}
