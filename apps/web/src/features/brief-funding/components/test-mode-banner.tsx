import { TEST_MODE_BANNER } from '@briefly/shared/payments';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';

/** The TEST MODE banner shown wherever cards appear in test mode (docs/product/money-and-ledger.md#test-mode). */
export function TestModeBanner({ onUseTestCard }: { onUseTestCard?: () => void }) {
  return (
    <Alert variant="light" color="yellow" icon={<IconFlask size={18} />} p="sm" title="TEST MODE" role="note">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{TEST_MODE_BANNER}</Text>
        {onUseTestCard ? (
          <Button size="compact-xs" variant="white" color="yellow" onClick={onUseTestCard}>
            Fill test card
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
