import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SecretShownOnceProps {
  title: string;
  color: string;
  secret: string;
  /** The secret's accessible name ('The new API key'). */
  label: string;
  testId: string;
  /** What to do with it, above the secret. */
  intro?: ReactNode;
  /** Where to keep it, below the secret. */
  note?: ReactNode;
  /** "I have copied it": the secret is gone for good. */
  onDone: () => void;
}

/** A secret the server shows once (a new API key, a webhook's signing secret), with a copy button. */
export function SecretShownOnce({ title, color, secret, label, testId, intro, note, onDone }: SecretShownOnceProps) {
  return (
    <Alert color={color} variant="light" title={title} role="status">
      <Stack gap="xs">
        {intro}
        <Group gap="xs" wrap="nowrap" align="center">
          <Code data-testid={testId} aria-label={label} style={{ wordBreak: 'break-all', flex: 1, minWidth: 0 }}>
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                size="compact-sm"
                variant="default"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        {note}
        <Group>
          <Button size="compact-sm" variant="subtle" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
