import type { TMessage } from '@briefly/shared/messaging';
import { ActionIcon, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '@/lib/brief-display';
import { downloadAttachment, getFileLink } from '../api/get-file-link';
import { formatFileSize, isImageFile, isVideoFile } from '../lib/attachments';
import { messageTime } from '../lib/message-time';
import classes from './messaging.module.css';

interface MessageBubbleProps {
  message: TMessage;
  mine: boolean;
  now: Date;
}

/** One message: its text (always as text, never HTML), a picture, a player or a file card, and its time. */
export function MessageBubble({ message, mine, now }: MessageBubbleProps) {
  return (
    <div className={classes.row} data-mine={mine || undefined} data-testid="chat-message">
      <div className={classes.bubble}>
        {message.type === 'file' ? (
          <Attachment message={message} mine={mine} />
        ) : (
          <Text className={classes.text}>{message.content}</Text>
        )}
        <div className={classes.meta}>
          <time dateTime={message.timestamp} title={formatDateTime(message.timestamp)}>
            {messageTime(new Date(message.timestamp), now)}
          </time>
          {mine && message.readAt ? ' · Read' : null}
        </div>
      </div>
    </div>
  );
}

/** Images and videos load through their short-lived signed link; a link that expired is renewed once. */
function useSignedPreview(message: TMessage) {
  const [url, setUrl] = useState(message.previewUrl);
  const [renewed, setRenewed] = useState(false);
  const onError = () => {
    if (renewed) return setUrl(null);
    setRenewed(true);
    getFileLink(message.id).then(
      (link) => setUrl(link.url),
      () => setUrl(null),
    );
  };
  return { url, onError };
}

function Attachment({ message, mine }: { message: TMessage; mine: boolean }) {
  const name = message.fileName ?? 'Attachment';
  const preview = useSignedPreview(message);
  const caption =
    message.content && message.content !== name ? (
      <Text className={classes.text} mt={6}>
        {message.content}
      </Text>
    ) : null;

  if (preview.url && isImageFile(name)) {
    return (
      <>
        <a href={preview.url} target="_blank" rel="noopener noreferrer" aria-label={`Open image ${name}`}>
          <img src={preview.url} alt={name} className={classes.thumbnail} loading="lazy" onError={preview.onError} />
        </a>
        {caption}
      </>
    );
  }
  if (preview.url && isVideoFile(name)) {
    return (
      <>
        <video
          src={preview.url}
          controls
          preload="metadata"
          className={classes.video}
          aria-label={name}
          onError={preview.onError}
        />
        {caption}
      </>
    );
  }
  return (
    <>
      <FileCard message={message} name={name} mine={mine} />
      {caption}
    </>
  );
}

function FileCard({ message, name, mine }: { message: TMessage; name: string; mine: boolean }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = () => {
    if (!message.fileUrl) return;
    setState('busy');
    downloadAttachment(message.fileUrl, name).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <div className={classes.fileCard}>
      <ThemeIcon variant={mine ? 'white' : 'light'} size={40} radius="md" aria-hidden="true">
        <IconFileText size={22} />
      </ThemeIcon>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={600} truncate="end" title={name}>
          {name}
        </Text>
        <Text size="xs" c={mine ? undefined : 'dimmed'}>
          {state === 'failed' ? 'Download failed. Try again.' : formatFileSize(message.fileSize)}
        </Text>
      </div>
      {message.fileUrl ? (
        <Tooltip label="Download" withArrow>
          <ActionIcon
            variant={mine ? 'white' : 'light'}
            size="lg"
            onClick={download}
            loading={state === 'busy'}
            aria-label={`Download ${name}`}
          >
            <IconDownload size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </div>
  );
}
