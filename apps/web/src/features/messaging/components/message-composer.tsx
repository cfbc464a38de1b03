import { MESSAGE_CONTENT_MAX } from '@briefly/shared/messaging';
import { ActionIcon, Alert, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { UploadProgress } from '@/components/upload-progress';
import { queryKeys } from '@/lib/query-keys';
import { useSendMessage } from '../api/send-message';
import { uploadAttachment, type UploadHandle } from '../api/upload-attachment';
import { ATTACHMENT_ACCEPT, validateAttachment } from '../lib/attachments';
import { sendErrorText } from '../lib/chat-errors';
import { appendCachedMessage } from '../lib/messages-cache';
import { AttachmentPreview } from './attachment-preview';
import classes from './messaging.module.css';

interface Upload {
  name: string;
  progress: number;
  handle: UploadHandle;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; the clip picks a file, checked at once
 * and shown with an optional caption until Send (or Cancel, which sends nothing).
 */
export function MessageComposer({ conversationId, recipientName }: { conversationId: string; recipientName: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [pending, setPending] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage();

  const submit = () => {
    if (send.isPending) return;
    if (!text.trim()) return;
    setError(null);
    send.mutate(
      { conversationId, content: text, type: 'text' },
      {
        onSuccess: () => setText(''),
        onError: (failure) => setError(sendErrorText(failure)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    const invalid = validateAttachment(file);
    if (invalid) return setError(invalid);
    setError(null);
    setPending(file);
  };

  const cancelPending = () => {
    setPending(null);
    // Focus back where the person was writing, not lost on the removed preview.
    messageBox.current?.focus();
  };

  const sendPending = (caption: string) => {
    const file = pending;
    if (!file) return;
    setPending(null);
    const handle = uploadAttachment(
      conversationId,
      file,
      (progress) => setUpload((current) => (current && current.handle === handle ? { ...current, progress } : current)),
      caption,
    );
    setUpload({ name: file.name, progress: 0, handle });
    handle.promise.then(
      (message) => {
        appendCachedMessage(queryClient, message);
        void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.conversations() });
        setUpload(null);
      },
      (failure: unknown) => {
        setUpload(null);
        if (failure instanceof DOMException && failure.name === 'AbortError') return;
        setError(sendErrorText(failure));
      },
    );
  };

  return (
    <div className={classes.composer}>
      {error ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={16} />}
          role="alert"
          mb="xs"
          py={6}
          withCloseButton
          onClose={() => setError(null)}
          closeButtonLabel="Dismiss"
        >
          {error}
        </Alert>
      ) : null}
      {upload ? (
        <UploadProgress mb="xs" name={upload.name} progress={upload.progress} onCancel={() => upload.handle.abort()} />
      ) : null}
      {pending ? (
        <AttachmentPreview
          key={`${pending.name}:${pending.size}:${pending.lastModified}`}
          file={pending}
          onCancel={cancelPending}
          onSend={sendPending}
        />
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <input
          ref={fileInput}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          hidden
          data-testid="chat-file-input"
          onChange={(event) => {
            pick(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <Tooltip label="Attach a file (up to 10MB)" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={38}
            aria-label="Attach a file"
            onClick={() => fileInput.current?.click()}
            disabled={upload !== null || pending !== null}
          >
            <IconPaperclip size={20} />
          </ActionIcon>
        </Tooltip>
        <Textarea
          ref={messageBox}
          style={{ flex: 1 }}
          aria-label={`Message ${recipientName}`}
          placeholder="Write a message…"
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MESSAGE_CONTENT_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Tooltip label="Send (Enter)" withArrow>
          <ActionIcon
            size={38}
            aria-label="Send message"
            onClick={submit}
            loading={send.isPending}
            disabled={!text.trim()}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="xs" c="dimmed" mt={4} visibleFrom="sm">
        Enter to send · Shift+Enter for a new line
      </Text>
    </div>
  );
}
