import { FORUM_MESSAGES, FORUM_REPORT_REASON_MAX } from '@briefly/shared/forum-rules';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { useReportForumItem, type ForumReportTarget } from '../api/report-forum-item';

interface ReportModalProps {
  target: ForumReportTarget | null;
  onClose: () => void;
}

/** Report a post or reply to the Briefly team, with a reason (once per member). */
export function ReportModal({ target, onClose }: ReportModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'reply' ? 'Report reply' : 'Report post'}
      radius="lg"
      zIndex={300}
    >
      {target ? <ReportForm target={target} onClose={onClose} /> : null}
    </Modal>
  );
}

function ReportForm({ target, onClose }: { target: ForumReportTarget; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportForumItem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(FORUM_MESSAGES.reasonRequired);
    setError(null);
    report.mutate(
      { target, reason },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'green',
            title: 'Report sent',
            message: result.hidden
              ? 'Thanks. It is hidden until our team has looked at it.'
              : 'Thanks. Our team will look at it.',
          });
          onClose();
        },
        onError: (failure) =>
          setError(isApiError(failure) ? failure.message : 'The report could not be sent. Please try again.'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Tell us what is wrong with this {target.kind}. After several members report it, it is hidden until our team
          decides.
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={FORUM_REPORT_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={report.isPending} disabled={!reason.trim()}>
            Send report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
