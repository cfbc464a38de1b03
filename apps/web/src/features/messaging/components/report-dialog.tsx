import { MESSAGING_MESSAGES, REPORT_REASON_MAX } from '@briefly/shared/messaging';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { useReportConversation } from '../api/report-conversation';
import { NETWORK_ERROR_TEXT } from '../lib/chat-errors';

interface ReportDialogProps {
  opened: boolean;
  onClose: () => void;
  conversationId: string;
  otherName: string;
  alreadyBlocked: boolean;
}

/** Report a conversation to the Briefly team, with a reason; the reporter may block the other side at once. */
export function ReportDialog({ opened, onClose, ...rest }: ReportDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Report conversation" radius="lg">
      {opened ? <ReportForm onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

function ReportForm({ onClose, conversationId, otherName, alreadyBlocked }: Omit<ReportDialogProps, 'opened'>) {
  const [reason, setReason] = useState('');
  const [block, setBlock] = useState(!alreadyBlocked);
  const [error, setError] = useState<string | null>(null);
  const report = useReportConversation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(MESSAGING_MESSAGES.reasonRequired);
    setError(null);
    report.mutate(
      { conversationId, reason, block: block && !alreadyBlocked },
      {
        onSuccess: (response) => {
          notifications.show({
            color: 'green',
            title: 'Report sent',
            message: response.blockedByMe
              ? `Our team will review this conversation. ${otherName} is blocked.`
              : 'Our team will review this conversation.',
          });
          onClose();
        },
        onError: (failure) =>
          setError(
            isApiError(failure) && failure.isNetworkError
              ? NETWORK_ERROR_TEXT
              : isApiError(failure) && failure.body
                ? failure.message
                : 'The report could not be sent. Please try again.',
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Tell us what is wrong. The Briefly team can read this conversation once you report it.
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REPORT_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        {alreadyBlocked ? null : (
          <Checkbox
            label={`Also block ${otherName}`}
            checked={block}
            onChange={(event) => setBlock(event.currentTarget.checked)}
          />
        )}
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={report.isPending}>
            Send report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
