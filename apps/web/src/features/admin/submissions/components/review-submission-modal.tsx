import type { TAdminSubmission } from '@briefly/shared/admin';
import { formatUsd } from '@briefly/shared/money';
import { Alert, Anchor, Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconExternalLink, IconX } from '@tabler/icons-react';
import { AdditionalFieldsList } from '@/components/additional-fields-list';
import { DetailField, DetailSkeleton } from '@/features/admin/list/detail-field';
import { QueryError } from '@/components/query-error';
import { SubmissionAward } from '@/components/submission-award';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';
import { formatDateTime } from '@/lib/brief-display';
import { useSubmission, type ReviewDecision } from '../api/submissions';

interface ReviewSubmissionModalProps {
  submissionId: string | null;
  onClose: () => void;
  onDecide: (submission: TAdminSubmission, status: ReviewDecision) => void;
  deciding: boolean;
  failure: string | null;
}

const isWebLink = (value: string) => /^https?:\/\//i.test(value.trim());

/** Review: the submission as the brand sees it (brief, creator, link, text), with Approve and Reject while it is pending. */
export function ReviewSubmissionModal({
  submissionId,
  onClose,
  onDecide,
  deciding,
  failure,
}: ReviewSubmissionModalProps) {
  const detail = useSubmission(submissionId);
  return (
    <Modal
      opened={submissionId !== null}
      onClose={() => (deciding ? undefined : onClose())}
      title="Review submission"
      size="lg"
      centered
    >
      {detail.isPending ? (
        <DetailSkeleton />
      ) : detail.isError ? (
        <QueryError
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
          title="Error fetching details"
        />
      ) : (
        <SubmissionDetails submission={detail.data} onDecide={onDecide} deciding={deciding} failure={failure} />
      )}
    </Modal>
  );
}

function SubmissionDetails({
  submission,
  onDecide,
  deciding,
  failure,
}: {
  submission: TAdminSubmission;
  onDecide: ReviewSubmissionModalProps['onDecide'];
  deciding: boolean;
  failure: string | null;
}) {
  return (
    <Stack gap="md">
      <div>
        <Group gap="xs">
          <Title order={3} fz="lg">
            {submission.brief.title}
          </Title>
          <SubmissionStatusBadge submission={submission} />
        </Group>
        <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
          {submission.brief.description}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <DetailField label="Creator">
          {submission.creator.fullName} (@{submission.creator.userName})
        </DetailField>
        <DetailField label="Email">{submission.creator.email}</DetailField>
        <DetailField label="Brief reward pool">{formatUsd(submission.amount)}</DetailField>
        <DetailField label="Submitted">{formatDateTime(submission.submittedAt)}</DetailField>
        <DetailField label="Reviewed">
          {submission.reviewedAt ? formatDateTime(submission.reviewedAt) : 'Not yet'}
        </DetailField>
        <DetailField label="Content">
          {isWebLink(submission.contentUrl) ? (
            <Anchor href={submission.contentUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {submission.contentUrl} <IconExternalLink size={12} aria-hidden="true" />
            </Anchor>
          ) : (
            submission.contentUrl || '—'
          )}
        </DetailField>
      </SimpleGrid>
      {submission.award ? (
        <DetailField label="Reward">
          <SubmissionAward award={submission.award} viewer="brand" />
        </DetailField>
      ) : null}
      {submission.additionalInfo.trim() ? (
        <DetailField label="Additional information">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {submission.additionalInfo}
          </Text>
        </DetailField>
      ) : null}
      <AdditionalFieldsList fields={submission.brief.additionalFields} />
      {failure ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      ) : null}
      {submission.status === 'pending' ? (
        <>
          <Divider />
          <Group justify="flex-end" gap="xs">
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              onClick={() => onDecide(submission, 'rejected')}
              disabled={deciding}
            >
              Reject
            </Button>
            <Button
              color="green"
              leftSection={<IconCheck size={16} />}
              onClick={() => onDecide(submission, 'approved')}
              loading={deciding}
            >
              Shortlist
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
