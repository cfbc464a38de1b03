import {
  SUBMISSION_STATE_WORDS,
  SUBMISSION_STATUS_WORDS,
  submissionState,
  type SubmissionState,
} from '@briefly/shared/status-words';
import { duplicateLinkSentence, duplicateOfSentence, LATER_DUPLICATE_SENTENCE } from '@briefly/shared/content-links';
import { SUBMISSION_MESSAGES, type TBrandSubmission } from '@briefly/shared/submissions';
import { notificationRelativeTime } from '@briefly/shared/time';
import { Alert, Avatar, Button, Chip, Group, Paper, Skeleton, Spoiler, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconHistory, IconInbox, IconMessageCircle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { AreaEmptyState } from '@/components/area-empty-state';
import { ContentLink } from '@/components/content-link';
import { MessageButton } from '@/components/message-button';
import { RatingSummary } from '@/components/rating-summary';
import { ViewProfileLink } from '@/components/view-profile-link';
import { QueryError } from '@/components/query-error';
import { SubmissionAward } from '@/components/submission-award';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/brief-display';
import { viewerZone } from '@/lib/viewer-time';
import { useApproveSubmission } from '../api/approve-submission';
import { useBrandSubmissions } from '../api/get-brand-submissions';
import { useRejectSubmission } from '../api/reject-submission';
import { ChangesRequestedNote } from '@/components/changes-requested-note';
import { RequestRevisionDialog } from './request-revision-dialog';
import { SubmissionHistoryDialog } from '@/components/submission-history';

// The filters use the badges' words (the shared status language, docs/product/submissions.md#statuses).
type Filter = 'all' | SubmissionState;
const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: SUBMISSION_STATE_WORDS.pending },
  { value: 'changes_requested', label: SUBMISSION_STATE_WORDS.changes_requested },
  { value: 'shortlisted', label: SUBMISSION_STATE_WORDS.shortlisted },
  { value: 'winner', label: 'Winners' },
  { value: 'not_selected', label: SUBMISSION_STATE_WORDS.not_selected },
];

/** The server's text on a 409 (already reviewed) or a validation failure; our default wording otherwise. */
const reason = (error: unknown) => (isApiError(error) && error.body ? error.message : 'Please try again.');

/** Review Submissions (docs/product/submissions.md#review): only pending submissions offer Accept & Shortlist and Reject. */
export function ReviewSubmissions({ briefId }: { briefId: string }) {
  const query = useBrandSubmissions({ briefId });
  const approve = useApproveSubmission();
  const reject = useRejectSubmission();
  const [filter, setFilter] = useState<Filter>('all');
  const [busy, setBusy] = useState<{ id: string; decision: 'approve' | 'reject' } | null>(null);
  const [revising, setRevising] = useState<TBrandSubmission | null>(null);
  const [historyOf, setHistoryOf] = useState<TBrandSubmission | null>(null);

  const submissions = query.data?.submissions ?? [];
  const counts: Record<Filter, number> = {
    all: submissions.length,
    pending: 0,
    changes_requested: 0,
    shortlisted: 0,
    winner: 0,
    not_selected: 0,
  };
  for (const submission of submissions) counts[submissionState(submission)] += 1;
  const shown =
    filter === 'all' ? submissions : submissions.filter((submission) => submissionState(submission) === filter);

  const decide = (submission: TBrandSubmission, decision: 'approve' | 'reject') => {
    setBusy({ id: submission.id, decision });
    const mutation = decision === 'approve' ? approve : reject;
    mutation.mutate(submission.id, {
      onSuccess: () =>
        notifications.show({
          color: decision === 'approve' ? 'green' : 'gray',
          message: decision === 'approve' ? SUBMISSION_MESSAGES.accepted : SUBMISSION_MESSAGES.rejected,
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: decision === 'approve' ? 'Failed to accept submission' : 'Failed to reject submission',
          message: reason(error),
        }),
      onSettled: () => setBusy(null),
    });
  };

  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading submissions">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={150} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title="Failed to load submissions"
      />
    );
  }
  if (submissions.length === 0) {
    return (
      <AreaEmptyState
        icon={<IconInbox size={28} stroke={1.6} />}
        title="No submissions yet"
        description="Submissions to this brief appear here for review."
      />
    );
  }

  return (
    <Stack gap="md">
      <Chip.Group
        multiple={false}
        value={filter}
        onChange={(value) => setFilter(FILTERS.find((entry) => entry.value === value)?.value ?? 'all')}
      >
        <Group gap="xs" role="group" aria-label="Show submissions">
          {FILTERS.map((entry) => (
            <Chip key={entry.value} value={entry.value} size="sm" variant="light">
              {entry.label} ({counts[entry.value]})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          No {FILTERS.find((entry) => entry.value === filter)?.label.toLowerCase()} submissions.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Submissions">
          {shown.map((submission) => (
            <SubmissionCard
              key={submission.id}
              submission={submission}
              busy={busy?.id === submission.id ? busy.decision : null}
              disabled={busy !== null}
              onDecide={(decision) => decide(submission, decision)}
              onRequestChanges={() => setRevising(submission)}
              onHistory={() => setHistoryOf(submission)}
            />
          ))}
        </Stack>
      )}
      <RequestRevisionDialog submission={revising} onClose={() => setRevising(null)} />
      <SubmissionHistoryDialog
        submissionId={historyOf?.id ?? null}
        title={historyOf ? `History · ${historyOf.creator.fullName || historyOf.creatorName}` : 'History'}
        viewer="brand"
        onClose={() => setHistoryOf(null)}
      />
    </Stack>
  );
}

/** Changes may be asked for on a pending or shortlisted submission that won nothing, none open, under the limit. */
const canRequestChanges = (submission: TBrandSubmission) =>
  submission.status !== 'rejected' &&
  !submission.award &&
  !submission.changesRequested &&
  submission.revisionsRequested < submission.revisionLimit;

interface SubmissionCardProps {
  submission: TBrandSubmission;
  busy: 'approve' | 'reject' | null;
  disabled: boolean;
  onDecide: (decision: 'approve' | 'reject') => void;
  onRequestChanges: () => void;
  onHistory: () => void;
}

function SubmissionCard({ submission, busy, disabled, onDecide, onRequestChanges, onHistory }: SubmissionCardProps) {
  const name = submission.creator.fullName || submission.creatorName;
  const titleId = `review-submission-${submission.id}`;
  const edited = submission.updatedAt && submission.updatedAt !== submission.submittedAt;
  return (
    <Paper withBorder p="md" component="li" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={submission.creator.photo?.url128} alt={name} name={name} color="initials" radius="xl" />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} id={titleId} truncate="end">
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {submission.creator.userName ? `@${submission.creator.userName} · ` : ''}
              <time dateTime={submission.submittedAt} title={formatDateTime(submission.submittedAt)}>
                Submitted {notificationRelativeTime(new Date(submission.submittedAt))}
              </time>
              {edited ? ' · edited' : ''}
            </Text>
            <RatingSummary
              averageRating={submission.creator.averageRating}
              reviewCount={submission.creator.reviewCount}
              size="xs"
            />
          </div>
        </Group>
        <SubmissionStatusBadge submission={submission} />
      </Group>

      {/* What a winner won and where the reward is (Paid, Held, Credited…). */}
      <SubmissionAward award={submission.award} viewer="brand" mt="sm" />
      {submission.changesRequested ? (
        <ChangesRequestedNote
          request={submission.changesRequested}
          heading={`You asked for changes · waiting for ${name} to resubmit`}
          mt="sm"
        />
      ) : null}

      <Stack gap="xs" mt="sm">
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
            Content
          </Text>
          <ContentLink url={submission.files} platform={submission.contentPlatform} />
          {submission.duplicateOf ? (
            // Copied after a warning (decision 048): winning it needs an acknowledgement in Select Winners.
            <Alert
              variant="light"
              color="orange"
              icon={<IconCopy size={16} aria-hidden="true" />}
              mt={6}
              p="xs"
              styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
            >
              {duplicateOfSentence(submission.duplicateOf, { timeZone: viewerZone() })}
            </Alert>
          ) : submission.hasLaterDuplicate ? (
            <Alert
              variant="light"
              color="gray"
              icon={<IconCopy size={16} aria-hidden="true" />}
              mt={6}
              p="xs"
              styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
            >
              {LATER_DUPLICATE_SENTENCE}
            </Alert>
          ) : submission.duplicateLink ? (
            // Information, never a block (docs/product/submissions.md#duplicate-links).
            <Alert
              variant="light"
              color="yellow"
              icon={<IconCopy size={16} aria-hidden="true" />}
              mt={6}
              p="xs"
              styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
            >
              {duplicateLinkSentence(submission.duplicateLink)}
            </Alert>
          ) : null}
        </div>
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
            Additional information
          </Text>
          {submission.content.trim() ? (
            <Spoiler maxHeight={72} showLabel="Show more" hideLabel="Show less">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {submission.content}
              </Text>
            </Spoiler>
          ) : (
            <Text size="sm" c="dimmed">
              None
            </Text>
          )}
        </div>
      </Stack>

      <Group gap="xs" mt="md" justify="space-between">
        <Group gap="xs">
          <ViewProfileLink userName={submission.creator.userName} name={name} size="sm" variant="default" />
          <MessageButton
            viewer="brand"
            variant="default"
            size="sm"
            target={{
              userId: submission.creatorId,
              name,
              briefId: submission.briefId,
              briefTitle: submission.briefTitle,
            }}
          />
          {submission.revisionsRequested > 0 ? (
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconHistory size={16} />}
              onClick={onHistory}
              aria-describedby={titleId}
            >
              History
            </Button>
          ) : null}
        </Group>
        {submission.status === 'pending' ? (
          <Group gap="xs" justify="flex-end">
            {canRequestChanges(submission) ? (
              <RequestChangesButton
                submission={submission}
                titleId={titleId}
                disabled={disabled}
                onClick={onRequestChanges}
              />
            ) : null}
            {/* A winner cannot be rejected (the server refuses it); shortlisting stays possible. */}
            {submission.award ? null : (
              <Button
                variant="default"
                color="red"
                leftSection={<IconX size={16} />}
                onClick={() => onDecide('reject')}
                loading={busy === 'reject'}
                disabled={disabled && busy !== 'reject'}
                aria-describedby={titleId}
              >
                Reject
              </Button>
            )}
            <Button
              color="green"
              leftSection={<IconCheck size={16} />}
              onClick={() => onDecide('approve')}
              loading={busy === 'approve'}
              disabled={disabled && busy !== 'approve'}
              aria-describedby={titleId}
            >
              Accept & Shortlist
            </Button>
          </Group>
        ) : submission.reviewedAt ? (
          <Group gap="xs" justify="flex-end">
            <Text size="xs" c="dimmed" ta="right">
              {SUBMISSION_STATUS_WORDS[submission.status]} {formatDateTime(submission.reviewedAt)}
            </Text>
            {/* A shortlisted submission may still be asked for changes (it stays shortlisted). */}
            {canRequestChanges(submission) ? (
              <RequestChangesButton
                submission={submission}
                titleId={titleId}
                disabled={disabled}
                onClick={onRequestChanges}
              />
            ) : null}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

function RequestChangesButton({
  submission,
  titleId,
  disabled,
  onClick,
}: {
  submission: TBrandSubmission;
  titleId: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const left = submission.revisionLimit - submission.revisionsRequested;
  return (
    <Button
      variant="default"
      color="orange"
      leftSection={<IconMessageCircle size={16} />}
      onClick={onClick}
      disabled={disabled}
      aria-describedby={titleId}
      title={`${left} of ${submission.revisionLimit} revision requests left`}
    >
      Request changes
    </Button>
  );
}
