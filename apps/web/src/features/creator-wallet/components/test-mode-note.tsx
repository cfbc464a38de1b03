import { TEST_MODE_BANNER } from '@briefly/shared/payments';
import { Alert, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { usePublicConfig } from '@/lib/public-config';

/** The TEST MODE banner wherever payouts appear in test mode (docs/product/money-and-ledger.md#test-mode). */
export function TestModeNote() {
  const config = usePublicConfig();
  if (config.data?.paymentsMode !== 'test') return null;
  return (
    <Alert variant="light" color="yellow" icon={<IconFlask size={18} />} p="sm" title="TEST MODE" role="note">
      <Text size="sm">{TEST_MODE_BANNER} Payouts go to simulated accounts; no real money moves.</Text>
    </Alert>
  );
}
