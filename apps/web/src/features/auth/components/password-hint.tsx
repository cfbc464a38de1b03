import { PASSWORD_MIN_LENGTH } from '@briefly/shared/limits';
import { Text } from '@mantine/core';

export function PasswordHint() {
  return (
    <Text size="xs" c="dimmed" mt={-6}>
      Use at least {PASSWORD_MIN_LENGTH} characters. A longer passphrase is stronger.
    </Text>
  );
}
