import { DISPUTE_LIMITS, type TDispute } from '@briefly/shared/disputes';
import { ATTACHMENT_ACCEPT, validateAttachment } from '@briefly/shared/messaging';
import { Alert, Button, CloseButton, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { UploadProgress } from '@/components/upload-progress';
import { formatFileSize, type UploadHandle } from '@/lib/file-transfer';
import { usePostDisputeMessage } from '../api/disputes';
import { settleDispute, uploadDisputeFile } from '../api/dispute-files';

// The message box of an open dispute (docs/product/disputes.md#messages-and-evidence-files): text, an
// evidence file, or both. The file is checked at once (type and size, messaging's rules), then sent
// with the message when Send is pressed, with its progress and a Cancel.

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

interface Upload {
  name: string;
  progress: number;
  handle: UploadHandle<TDispute>;
}

export function DisputeMessageForm({ dispute }: { dispute: TDispute }) {
  const queryClient = useQueryClient();
  const post = usePostDisputeMessage(dispute.id);
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resetInput = useRef<() => void>(null);
  const busy = post.isPending || upload !== null;

  const pick = (picked: File | null) => {
    resetInput.current?.();
    if (!picked) return;
    const invalid = validateAttachment(picked);
    setError(invalid);
    setFile(invalid ? null : picked);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!file) {
      if (body.trim() === '') return;
      post.mutate(body, {
        onSuccess: () => setBody(''),
        onError: (failure) => setError(errorText(failure, 'Could not send the message')),
      });
      return;
    }
    const handle = uploadDisputeFile(dispute.id, file, body, (progress) =>
      setUpload((current) => (current && current.handle === handle ? { ...current, progress } : current)),
    );
    setUpload({ name: file.name, progress: 0, handle });
    handle.promise.then(
      (answer) => {
        settleDispute(queryClient, answer);
        setUpload(null);
        setFile(null);
        setBody('');
      },
      (failure: unknown) => {
        setUpload(null);
        if (failure instanceof DOMException && failure.name === 'AbortError') return;
        setError(errorText(failure, 'Could not send the file'));
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Write in this dispute">
      <Stack gap="sm">
        <Textarea
          label="Your message"
          description="Add evidence with Attach a file: images, PDF and documents under 10 MB."
          autosize
          minRows={3}
          maxLength={DISPUTE_LIMITS.message}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        {file && !upload ? (
          <Group gap="xs" wrap="nowrap" data-testid="chosen-evidence">
            <IconPaperclip size={16} aria-hidden />
            <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file.name}{' '}
              <Text span size="xs" c="dimmed">
                {formatFileSize(file.size)}
              </Text>
            </Text>
            <CloseButton size="sm" aria-label={`Remove ${file.name}`} onClick={() => setFile(null)} />
          </Group>
        ) : null}
        {upload ? (
          <UploadProgress name={upload.name} progress={upload.progress} onCancel={() => upload.handle.abort()} />
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <FileButton
            onChange={pick}
            accept={ATTACHMENT_ACCEPT}
            disabled={busy}
            resetRef={resetInput}
            inputProps={{ 'data-testid': 'dispute-file-input' } as ComponentProps<'input'>}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPaperclip size={16} aria-hidden />}
                data-testid="dispute-attach"
              >
                {file ? 'Choose another file' : 'Attach a file'}
              </Button>
            )}
          </FileButton>
          <Button type="submit" loading={busy} disabled={body.trim() === '' && !file}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
