import type { TDisputeFile } from '@briefly/shared/disputes';
import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadWithToken, formatFileSize } from '@/lib/file-transfer';

/**
 * An evidence file on a dispute's message: its name, size and a download (through the authenticated
 * address: only the dispute's parties and admins get it).
 */
export function EvidenceFile({ file }: { file: TDisputeFile }) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = () => {
    setState('loading');
    downloadWithToken(file.url, file.name).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <Paper withBorder radius="md" p="xs" mt="xs" data-testid="evidence-file">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" color="gray" size="lg" aria-hidden>
            <IconFileText size={18} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed" role={state === 'failed' ? 'alert' : undefined}>
              {state === 'failed' ? 'Download failed. Try again.' : formatFileSize(file.size)}
            </Text>
          </div>
        </Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={download}
          loading={state === 'loading'}
          aria-label={`Download ${file.name}`}
        >
          Download
        </Button>
      </Group>
    </Paper>
  );
}
