import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '@/lib/api-client';

interface LoadErrorProps {
  error: unknown;
  /** Title when the server answered with a failure. */
  failedTitle: string;
  /** Title when no answer came (offline, server down). */
  errorTitle: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed load with Retry: the server's refusal and an unreachable server read differently. */
export function LoadError({ error, failedTitle, errorTitle, onRetry, retrying }: LoadErrorProps) {
  const answered = isApiError(error) && error.status > 0;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={answered ? failedTitle : errorTitle}
      role="alert"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{answered ? error.message : 'Check your connection and try again.'}</Text>
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
