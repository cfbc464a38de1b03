import { REVISION_MESSAGES, validateApplication, type TCreatorSubmission } from '@briefly/shared/submissions';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink, IconSend } from '@tabler/icons-react';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { RESUBMIT_MUTATION_KEY, useResubmit } from '../api/resubmit';
import { ChangesRequestedNote } from '@/components/changes-requested-note';

/** The creator's answer to a request for changes (docs/product/submissions.md#revisions): a new link and details. */
export function ResubmitDialog({
  submission,
  onClose,
}: {
  submission: TCreatorSubmission | null;
  onClose: () => void;
}) {
  // While the resubmission is on its way the dialog stays open (the form's mutation, counted by its key).
  const sending = useIsMutating({ mutationKey: RESUBMIT_MUTATION_KEY }) > 0;
  const close = () => {
    if (!sending) onClose();
  };
  return (
    <Modal
      opened={submission !== null}
      onClose={close}
      title={<Text fw={700}>Resubmit with changes</Text>}
      size="lg"
      centered
    >
      {/* Keyed by the submission, so the fields start from its current link and details. */}
      {submission ? <ResubmitForm key={submission.id} submission={submission} onClose={onClose} close={close} /> : null}
    </Modal>
  );
}

function ResubmitForm({
  submission,
  onClose,
  close,
}: {
  submission: TCreatorSubmission;
  onClose: () => void;
  close: () => void;
}) {
  const [contentUrl, setContentUrl] = useState(submission.files);
  const [additionalInfo, setAdditionalInfo] = useState(submission.content);
  const [error, setError] = useState<string | null>(null);
  const resubmit = useResubmit();
  const send = () => {
    const problem = validateApplication({ contentUrl });
    if (problem) {
      setError(problem);
      return;
    }
    resubmit.mutate(
      { id: submission.id, body: { contentUrl: contentUrl.trim(), additionalInfo } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: REVISION_MESSAGES.resubmitted,
            message: REVISION_MESSAGES.resubmittedDetail,
          });
          onClose();
        },
        onError: (failure) => setError(isApiError(failure) && failure.body ? failure.message : 'Please try again.'),
      },
    );
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {submission.briefTitle} · {submission.brandName}
      </Text>
      {submission.changesRequested ? (
        <ChangesRequestedNote
          request={submission.changesRequested}
          heading={`${submission.brandName} asked for changes`}
        />
      ) : null}
      <TextInput
        label="Content URL"
        required
        leftSection={<IconLink size={16} aria-hidden="true" />}
        value={contentUrl}
        onChange={(event) => {
          setContentUrl(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        data-autofocus
      />
      <Textarea
        label="Additional information"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={5000}
        value={additionalInfo}
        onChange={(event) => setAdditionalInfo(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close} disabled={resubmit.isPending}>
          Cancel
        </Button>
        <Button leftSection={<IconSend size={16} />} onClick={send} loading={resubmit.isPending}>
          Resubmit
        </Button>
      </Group>
    </Stack>
  );
}
