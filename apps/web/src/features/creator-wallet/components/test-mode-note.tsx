import { TEST_MODE_PAYOUT_NOTE } from '@briefly/shared/payments';
import { Alert, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { usePublicConfig } from '@/lib/public-config';

/** The TEST MODE note where a creator's payouts appear in test mode: no test card, creators do not pay (docs/product/money-and-ledger.md#test-mode). */
export function TestModeNote() {
  const config = usePublicConfig();
  if (config.data?.paymentsMode !== 'test') return null;
  return (
    <Alert variant="light" color="yellow" icon={<IconFlask size={18} />} p="sm" title="TEST MODE" role="note">
      <Text size="sm">{TEST_MODE_PAYOUT_NOTE}</Text>
    </Alert>
  );
}
