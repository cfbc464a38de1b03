import { formatUsd } from '@briefly/shared/money';
import { Box, Button, Group, Paper, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconWallet } from '@tabler/icons-react';
import { QueryError } from '@/components/query-error';
import { useBrandWallet } from '../api/get-brand-wallet';
import { AddFundsModal } from './add-funds-modal';

interface BrandWalletCardProps {
  /** Leaves the page for the hosted checkout (window.location.assign outside tests). */
  redirect?: (url: string) => void;
}

/** The brand's prepaid Briefly wallet on the Overview: its balance and Add funds. */
export function BrandWalletCard({ redirect = (url) => window.location.assign(url) }: BrandWalletCardProps) {
  const wallet = useBrandWallet();
  const [addOpened, addFunds] = useDisclosure(false);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="brand-wallet-title">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} fz="md" id="brand-wallet-title">
            Briefly wallet
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Prepaid funds to pay for briefs. Unspent pools of wallet-funded briefs, and card refunds that fail, come
            back here.
          </Text>
        </div>
        <ThemeIcon variant="light" size={40} radius="md" color="teal">
          <IconWallet size={22} stroke={1.6} />
        </ThemeIcon>
      </Group>
      {wallet.isPending ? (
        <Skeleton height={36} width={140} mt="md" aria-label="Loading wallet balance" />
      ) : wallet.isError ? (
        <Box mt="md">
          <QueryError
            error={wallet.error}
            onRetry={() => void wallet.refetch()}
            retrying={wallet.isFetching}
            title="Failed to load your wallet"
          />
        </Box>
      ) : (
        <Text fw={800} fz={32} mt="md" lh={1.1} data-testid="wallet-balance">
          {formatUsd(wallet.data.balance)}
          <Text span size="sm" fw={500} c="dimmed" ml={6}>
            available
          </Text>
        </Text>
      )}
      <Button variant="light" mt="md" leftSection={<IconPlus size={16} />} onClick={addFunds.open}>
        Add funds
      </Button>
      <AddFundsModal opened={addOpened} onClose={addFunds.close} redirect={redirect} />
    </Paper>
  );
}
