import { formatUsd } from '@briefly/shared/money';
import { SUBMISSION_STATE_WORDS, submissionState, type SubmissionState } from '@briefly/shared/status-words';
import { SUBMISSION_MESSAGES, type TCreatorSubmission } from '@briefly/shared/submissions';
import { Button, Chip, Group, Modal, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconFileText, IconHistory, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AreaEmptyState } from '@/components/area-empty-state';
import { MessageButton } from '@/components/message-button';
import { DisputeAction } from '@/components/open-dispute-button';
import { QueryError } from '@/components/query-error';
import { SubmissionAward } from '@/components/submission-award';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/brief-display';
import { useDeleteSubmission } from '../api/delete-submission';
import { useCreatorSubmissions } from '../api/get-creator-submissions';
import { serverReason } from '../lib/errors';
import classes from './my-submissions-tab.module.css';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';
import { TabHeader } from './tab-header';
import { useWorkspaceDialogs } from './workspace-dialogs';
import { ChangesRequestedNote } from '@/components/changes-requested-note';
import { ResubmitDialog } from './resubmit-dialog';
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

/** My Submissions (docs/product/creator-dashboard.md#my-submissions): the creator's submissions with View and Delete. */
export function MySubmissionsTab() {
  const query = useCreatorSubmissions();
  const dialogs = useWorkspaceDialogs();
  const [deleting, setDeleting] = useState<TCreatorSubmission | null>(null);
  const [resubmitting, setResubmitting] = useState<TCreatorSubmission | null>(null);
  const [historyOf, setHistoryOf] = useState<TCreatorSubmission | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const submissions = query.data?.submissions ?? [];
  const counts = Object.fromEntries(FILTERS.map((entry) => [entry.value, 0])) as Record<Filter, number>;
  counts.all = submissions.length;
  for (const submission of submissions) counts[submissionState(submission)] += 1;
  const shown =
    filter === 'all' ? submissions : submissions.filter((submission) => submissionState(submission) === filter);

  return (
    <Stack gap="lg">
      <TabHeader
        title="My Submissions"
        description={
          query.data && submissions.length > 0
            ? `${submissions.length} ${submissions.length === 1 ? 'submission' : 'submissions'}`
            : 'Everything you have submitted to brands.'
        }
      />

      {query.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading submissions">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={84} radius="lg" />
          ))}
        </Stack>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load submissions"
        />
      ) : submissions.length === 0 ? (
        <AreaEmptyState
          icon={<IconFileText size={28} stroke={1.6} />}
          title="No submissions found."
          description="Apply to a brief and your submission appears here."
        >
          <Button component={Link} to={paths.creator.dashboard.getHref('marketplace')} variant="light">
            Browse Marketplace
          </Button>
        </AreaEmptyState>
      ) : (
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
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your submissions">
              {shown.map((submission) => (
                <SubmissionRow
                  key={submission.id}
                  submission={submission}
                  onView={dialogs.openSubmission}
                  onDelete={setDeleting}
                  onResubmit={setResubmitting}
                  onHistory={setHistoryOf}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}

      <DeleteSubmissionDialog submission={deleting} onClose={() => setDeleting(null)} />
      <ResubmitDialog submission={resubmitting} onClose={() => setResubmitting(null)} />
      <SubmissionHistoryDialog
        submissionId={historyOf?.id ?? null}
        title={historyOf ? `History · ${historyOf.briefTitle}` : 'History'}
        viewer="creator"
        onClose={() => setHistoryOf(null)}
      />
    </Stack>
  );
}

/**
 * What the creator can win, not the brief's whole pool (docs/product/creator-dashboard.md#my-submissions):
 * the range of the brief's reward tiers — 'Can win $50.00 – $300.00', or one amount when every tier
 * pays the same. Nothing once it won (the award below names the tier's reward) or was rejected (it
 * cannot win).
 */
export function canWinLabel(submission: Pick<TCreatorSubmission, 'award' | 'rewardRange' | 'status'>): string | null {
  if (submission.award || submission.status === 'rejected' || !submission.rewardRange) return null;
  const { min, max } = submission.rewardRange;
  return min === max ? `Can win ${formatUsd(min)}` : `Can win ${formatUsd(min)} – ${formatUsd(max)}`;
}

function SubmissionRow({
  submission,
  onView,
  onDelete,
  onResubmit,
  onHistory,
}: {
  submission: TCreatorSubmission;
  onView: (id: string) => void;
  onDelete: (submission: TCreatorSubmission) => void;
  onResubmit: (submission: TCreatorSubmission) => void;
  onHistory: (submission: TCreatorSubmission) => void;
}) {
  // A reviewed submission is final, and so is one that won a reward (the server refuses both).
  const lockedReason =
    submission.status !== 'pending'
      ? SUBMISSION_MESSAGES.cannotChangeReviewed
      : submission.award
        ? SUBMISSION_MESSAGES.awarded
        : null;
  const isLocked = lockedReason !== null;
  const titleId = `submission-${submission.id}-title`;
  return (
    <Paper withBorder p="md" component="li" aria-labelledby={titleId}>
      <div className={classes.row}>
        <div className={classes.main}>
          <Group gap="xs" wrap="wrap" align="center">
            <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {submission.briefTitle}
            </Text>
            <SubmissionStatusBadge submission={submission} />
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {[submission.brandName, canWinLabel(submission), `Submitted ${formatDate(submission.submittedAt)}`]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <SubmissionAward award={submission.award} viewer="creator" mt={8} />
        </div>
        <Group gap="xs" wrap="wrap" className={classes.actions}>
          {submission.changesRequested && !submission.award ? (
            <Button
              size="sm"
              leftSection={<IconSend size={16} />}
              onClick={() => onResubmit(submission)}
              aria-describedby={titleId}
            >
              Resubmit
            </Button>
          ) : null}
          {submission.revisionsRequested > 0 ? (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconHistory size={16} />}
              onClick={() => onHistory(submission)}
              aria-describedby={titleId}
            >
              History
            </Button>
          ) : null}
          <Button
            variant="default"
            size="sm"
            leftSection={<IconEye size={16} />}
            onClick={() => onView(submission.id)}
            aria-describedby={titleId}
          >
            View
          </Button>
          <MessageButton
            viewer="creator"
            variant="default"
            size="sm"
            target={{ briefId: submission.briefId, briefTitle: submission.briefTitle, name: submission.brandName }}
          />
          {submission.award ? (
            <DisputeAction
              subjectType="award"
              subjectId={submission.award.assignmentId}
              decidedAt={submission.award.awardedAt}
              subjectLabel={`your award on “${submission.briefTitle}” from ${submission.brandName}`}
              describedBy={titleId}
            />
          ) : submission.status === 'rejected' ? (
            <DisputeAction
              subjectType="submission"
              subjectId={submission.id}
              decidedAt={submission.reviewedAt}
              subjectLabel={`${submission.brandName}’s rejection of your submission to “${submission.briefTitle}”`}
              describedBy={titleId}
            />
          ) : null}
          <Tooltip
            label={lockedReason ?? ''}
            disabled={!isLocked}
            withArrow
            events={{ hover: true, focus: true, touch: true }}
          >
            <Button
              variant="subtle"
              color="red"
              size="sm"
              leftSection={<IconTrash size={16} />}
              // Stays focusable and hoverable while refused, so the tooltip explains why (a disabled
              // button receives neither focus nor pointer events).
              data-disabled={isLocked || undefined}
              aria-disabled={isLocked || undefined}
              onClick={(event) => {
                if (isLocked) {
                  event.preventDefault();
                  return;
                }
                onDelete(submission);
              }}
              aria-describedby={titleId}
            >
              Delete
            </Button>
          </Tooltip>
        </Group>
      </div>
      {/* Below the row, the whole width: the brand's note is read, not glanced at. */}
      {submission.changesRequested ? (
        <ChangesRequestedNote
          request={submission.changesRequested}
          heading={`${submission.brandName} asked for changes`}
          mt="sm"
        />
      ) : null}
    </Paper>
  );
}

function DeleteSubmissionDialog({
  submission,
  onClose,
}: {
  submission: TCreatorSubmission | null;
  onClose: () => void;
}) {
  const remove = useDeleteSubmission();
  const confirm = () => {
    if (!submission) return;
    remove.mutate(submission.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: SUBMISSION_MESSAGES.deleted,
          message: `Your submission to “${submission.briefTitle}” was deleted.`,
        });
        onClose();
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: 'Delete failed',
          message: `Failed to delete submission: ${serverReason(error)}`,
        });
        onClose();
      },
    });
  };

  return (
    <Modal
      opened={submission !== null}
      onClose={remove.isPending ? () => {} : onClose}
      title={<Text fw={700}>Delete submission</Text>}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{SUBMISSION_MESSAGES.deleteConfirm}</Text>
        {submission ? (
          <Text size="sm" c="dimmed">
            {submission.briefTitle} · {submission.brandName}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} leftSection={<IconTrash size={16} />}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
