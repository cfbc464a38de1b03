import { TEST_MODE_PAYOUT_NOTE } from '@briefly/shared/payments';
import { Alert, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { usePublicConfig } from '@/lib/public-config';

/** The TEST MODE note where a creator's payouts appear in test mode: no test card, creators do not pay (docs/product/money-and-ledger.md#test-mode). */
export function TestModeNote() {
  const config = usePublicConfig();
  // Until the configuration arrives the note keeps its place unseen, so the wallet does not move down when it
  // appears (issue 39: layout shift); the demo and installs without live keys run in test mode.
  const loading = config.isPending;
  if (!loading && config.data?.paymentsMode !== 'test') return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconFlask size={18} />}
      p="sm"
      title="TEST MODE"
      role={loading ? undefined : 'note'}
      aria-hidden={loading || undefined}
      style={loading ? { visibility: 'hidden' } : undefined}
    >
      <Text size="sm">{TEST_MODE_PAYOUT_NOTE}</Text>
    </Alert>
  );
}
