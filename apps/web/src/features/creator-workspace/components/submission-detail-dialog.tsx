import { formatUsd } from '@briefly/shared/money';
import { Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ContentLink } from '@/components/content-link';
import { QueryError } from '@/components/query-error';
import { SubmissionAward } from '@/components/submission-award';
import { formatDateTime } from '@/lib/brief-display';
import { useCreatorSubmission } from '../api/get-creator-submission';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';
import { ChangesRequestedNote } from '@/components/changes-requested-note';

interface SubmissionDetailDialogProps {
  submissionId: string;
  opened: boolean;
  onClose: () => void;
  /** Opens the application dialog for the submission's brief (pending submissions only). */
  onEdit: (briefId: string) => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {label}
      </Text>
      <Text size="sm" mt={2} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Submission detail dialog (docs/product/creator-dashboard.md#dialogs): link, additional information, status, dates. */
export function SubmissionDetailDialog({ submissionId, opened, onClose, onEdit }: SubmissionDetailDialogProps) {
  const query = useCreatorSubmission(submissionId);
  const submission = query.data?.submission;

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>Submission details</Text>} size="lg" centered>
      {query.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the submission">
          <Skeleton height={40} radius="md" />
          <Skeleton height={90} radius="md" />
        </Stack>
      ) : !submission ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load submission details"
        />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                {submission.briefTitle}
              </Text>
              <Text size="sm" c="dimmed">
                {submission.brandName} · {formatUsd(submission.reward)}
              </Text>
            </div>
            <SubmissionStatusBadge submission={submission} />
          </Group>
          <SubmissionAward award={submission.award} viewer="creator" />
          {submission.changesRequested ? (
            <ChangesRequestedNote
              request={submission.changesRequested}
              heading={`${submission.brandName} asked for changes`}
            />
          ) : null}
          <Row label="Content link">
            <ContentLink url={submission.files} platform={submission.contentPlatform} />
          </Row>
          <Row label="Additional information">
            {submission.content.trim() ? (
              <span style={{ whiteSpace: 'pre-wrap' }}>{submission.content}</span>
            ) : (
              <Text span c="dimmed" size="sm">
                None
              </Text>
            )}
          </Row>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Row label="Submitted">{formatDateTime(submission.submittedAt)}</Row>
            <Row label="Last updated">{formatDateTime(submission.updatedAt)}</Row>
            <Row label="Reviewed">{submission.reviewedAt ? formatDateTime(submission.reviewedAt) : 'Not yet'}</Row>
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {submission.status === 'pending' && !submission.award ? (
              <Button onClick={() => onEdit(submission.briefId)}>Update Application</Button>
            ) : null}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
