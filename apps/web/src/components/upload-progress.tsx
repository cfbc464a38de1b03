import { CloseButton, Group, Progress, Text, type MantineSpacing } from '@mantine/core';

interface UploadProgressProps {
  /** The file's name. */
  name: string;
  /** From 0 to 1. */
  progress: number;
  onCancel: () => void;
  mb?: MantineSpacing;
}

/** A file on its way up: its name, how far it is, and a way to stop it (chat attachments, dispute evidence). */
export function UploadProgress({ name, progress, onCancel, mb }: UploadProgressProps) {
  return (
    <Group gap="sm" mb={mb} wrap="nowrap" aria-live="polite">
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="xs" truncate="end">
          Uploading {name}… {Math.round(progress * 100)}%
        </Text>
        <Progress value={progress * 100} size="sm" mt={4} aria-label={`Upload of ${name}`} transitionDuration={150} />
      </div>
      <CloseButton size="sm" aria-label="Cancel upload" onClick={onCancel} />
    </Group>
  );
}
