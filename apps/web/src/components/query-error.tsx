import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '@/lib/api-client';

interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  title?: string;
  retrying?: boolean;
}

/** A failed load with a Retry button. Shows the server's message when it sent one. */
export function QueryError({ error, onRetry, title = 'Could not load this', retrying = false }: QueryErrorProps) {
  const message = isApiError(error) ? error.message : 'An error occurred. Please try again.';
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
          loading={retrying}
        >
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
