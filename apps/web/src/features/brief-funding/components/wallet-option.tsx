import { formatUsd } from '@briefly/shared/money';
import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';

/**
 * The prepaid wallet next to the card form: a button when the balance covers the whole amount,
 * otherwise a note that the card is charged instead (nothing at all when the wallet is empty).
 */
export function WalletOption({
  balance,
  covers,
  paying,
  disabled,
  onPay,
}: {
  balance: number;
  covers: boolean;
  paying: boolean;
  disabled: boolean;
  onPay: () => void;
}) {
  if (covers) {
    return (
      <Stack gap="md" data-testid="wallet-option">
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-teal-light)">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 220px' }}>
              <IconWallet size={20} stroke={1.6} aria-hidden="true" style={{ flexShrink: 0 }} />
              <Text size="sm">Your Briefly wallet covers this brief. Nothing is charged to a card.</Text>
            </Group>
            <Button
              color="teal"
              onClick={onPay}
              loading={paying}
              disabled={disabled && !paying}
              leftSection={<IconWallet size={16} />}
              w={{ base: '100%', xs: 'auto' }}
              h="auto"
              mih={36}
              py={6}
              // On a phone the label wraps rather than being cut off.
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            >
              Pay from wallet ({formatUsd(balance)} available)
            </Button>
          </Group>
        </Paper>
        <Divider label="or pay by card" labelPosition="center" />
      </Stack>
    );
  }
  if (balance <= 0) return null;
  return (
    <Group gap="xs" wrap="nowrap" c="dimmed" data-testid="wallet-option">
      <IconWallet size={16} stroke={1.6} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="sm">
        Your Briefly wallet holds {formatUsd(balance)}, not enough for this brief, so your card will be charged instead.
      </Text>
    </Group>
  );
}
