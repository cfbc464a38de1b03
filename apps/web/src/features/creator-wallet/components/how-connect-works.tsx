import { Alert, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** The How Connect Works info box (docs/product/rewards-and-payouts.md#creator-wallet). */
export function HowConnectWorks({ feePercent }: { feePercent: number | undefined }) {
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} />}
      title="How Connect Works"
      component="section"
    >
      <List size="sm" spacing={4} type="ordered">
        <List.Item>Connect a Stripe account once; Stripe verifies your identity and bank details.</List.Item>
        <List.Item>When a brand picks you as a winner, cash rewards are transferred to that account.</List.Item>
        <List.Item>
          Cash won before your account is ready is held in your wallet and sent automatically once it is active.
        </List.Item>
        <List.Item>Credit rewards land in your wallet; request a withdrawal to move them to your account.</List.Item>
      </List>
      {feePercent !== undefined ? (
        <Text size="xs" c="dimmed" mt="xs">
          A platform fee of {feePercent}% is taken from each cash or credit reward; the net amount is what you receive.
        </Text>
      ) : null}
    </Alert>
  );
}
