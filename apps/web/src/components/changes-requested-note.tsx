import type { TChangesRequested } from '@briefly/shared/submissions';
import { Alert, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/brief-display';

/** The brand's open request for changes, as both sides read it on a submission. */
export function ChangesRequestedNote({
  request,
  heading,
  mt,
}: {
  request: TChangesRequested;
  heading: string;
  mt?: string | number;
}) {
  return (
    <Alert
      variant="light"
      color="orange"
      icon={<IconMessageCircle size={18} aria-hidden="true" />}
      title={heading}
      mt={mt}
      styles={{ title: { marginBottom: 4 } }}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {request.note}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        <time dateTime={request.requestedAt}>{formatDateTime(request.requestedAt)}</time>
      </Text>
    </Alert>
  );
}
