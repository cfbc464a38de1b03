import {
  REVISION_MESSAGES,
  REVISION_NOTE_MAX,
  ZRequestRevisionRequest,
  type TBrandSubmission,
} from '@briefly/shared/submissions';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useRequestRevision } from '../api/request-revision';

/** The brand's request for changes (docs/product/submissions.md#revisions): a note, sent to the creator. */
export function RequestRevisionDialog({
  submission,
  onClose,
}: {
  submission: TBrandSubmission | null;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestRevision();
  const close = () => {
    if (request.isPending) return;
    setNote('');
    setError(null);
    onClose();
  };
  const send = () => {
    if (!submission) return;
    const parsed = ZRequestRevisionRequest.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? REVISION_MESSAGES.noteRequired);
      return;
    }
    request.mutate(
      { id: submission.id, body: parsed.data },
      {
        onSuccess: () => {
          notifications.show({
            color: 'orange',
            title: REVISION_MESSAGES.requested,
            message: REVISION_MESSAGES.requestedDetail,
          });
          setNote('');
          onClose();
        },
        onError: (failure) => setError(isApiError(failure) && failure.body ? failure.message : 'Please try again.'),
      },
    );
  };
  const name = submission ? submission.creator.fullName || submission.creatorName : '';
  const round = submission ? submission.revisionsRequested + 1 : 0;
  return (
    <Modal
      opened={submission !== null}
      onClose={close}
      title={<Text fw={700}>Request changes</Text>}
      size="lg"
      centered
    >
      {submission ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {name} will be asked to change their submission to “{submission.briefTitle}” and send it again before the
            deadline. Request {round} of {submission.revisionLimit}.
          </Text>
          <Textarea
            label="What should change?"
            placeholder="Say what to change, as precisely as you can."
            required
            autosize
            minRows={4}
            maxRows={10}
            maxLength={REVISION_NOTE_MAX}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            description={`${note.length.toLocaleString('en-US')} / ${REVISION_NOTE_MAX.toLocaleString('en-US')}`}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={request.isPending}>
              Cancel
            </Button>
            <Button color="orange" leftSection={<IconSend size={16} />} onClick={send} loading={request.isPending}>
              Send request
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
