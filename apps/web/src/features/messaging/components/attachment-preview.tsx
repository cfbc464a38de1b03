import { MESSAGE_CONTENT_MAX } from '@briefly/shared/messaging';
import { Button, Group, Text, Textarea, ThemeIcon } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { formatFileSize, isImageFile } from '../lib/attachments';
import classes from './messaging.module.css';

/** A picture's local address lives as long as its <img>: made when it mounts, revoked when it goes, so the bytes are freed. */
function usePreviewRef(file: File) {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}

const typeLabel = (file: File) => file.type || `.${file.name.split('.').pop()?.toLowerCase() ?? ''} file`;

/**
 * A picked file before it is sent: a thumbnail for a picture, a card (name, type, size) for anything
 * else, an optional caption, Cancel and Send. Nothing leaves the browser until Send; Escape cancels.
 */
export function AttachmentPreview({
  file,
  onCancel,
  onSend,
}: {
  file: File;
  onCancel: () => void;
  onSend: (caption: string) => void;
}) {
  const [caption, setCaption] = useState('');
  const image = isImageFile(file.name);
  const previewRef = usePreviewRef(file);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  const onCaptionKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend(caption);
    }
  };

  return (
    <div
      role="group"
      aria-label={`Attachment ${file.name}, not sent yet`}
      className={classes.pendingAttachment}
      onKeyDown={onKeyDown}
    >
      {image ? (
        <>
          <img ref={previewRef} alt={`Preview of ${file.name}`} className={classes.pendingThumbnail} />
          <Text size="xs" c="dimmed" mt={4} truncate="end" title={file.name}>
            {file.name} · {formatFileSize(file.size)}
          </Text>
        </>
      ) : (
        <div className={classes.fileCard} data-testid="pending-file-card">
          <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
            <IconFileText size={22} />
          </ThemeIcon>
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} truncate="end" title={file.name}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {typeLabel(file)} · {formatFileSize(file.size)}
            </Text>
          </div>
        </div>
      )}
      <Textarea
        mt="xs"
        label="Caption (optional)"
        placeholder="Add a caption…"
        autosize
        minRows={1}
        maxRows={4}
        maxLength={MESSAGE_CONTENT_MAX}
        value={caption}
        onChange={(event) => setCaption(event.currentTarget.value)}
        onKeyDown={onCaptionKeyDown}
        autoFocus
      />
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button variant="default" onClick={onCancel} aria-label={`Cancel sending ${file.name}`}>
          Cancel
        </Button>
        <Button onClick={() => onSend(caption)} aria-label={`Send ${file.name}`}>
          Send
        </Button>
      </Group>
    </div>
  );
}
