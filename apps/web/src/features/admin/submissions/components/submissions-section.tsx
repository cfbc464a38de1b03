import { ADMIN_PAGE_SIZE, type TAdminSubmission } from '@briefly/shared/admin';
import { formatUsd } from '@briefly/shared/money';
import { SUBMISSION_STATUS_WORDS } from '@briefly/shared/status-words';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEye, IconFileText, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from '@/features/admin/list/admin-table';
import { ConfirmDialog } from '@/features/admin/list/confirm-dialog';
import { adminErrorText } from '@/features/admin/list/error-text';
import { ExportCsvButton } from '@/features/admin/list/export-csv-button';
import { FilterSelect, ListToolbar, SearchField, ToolbarActions } from '@/features/admin/list/list-toolbar';
import { AreaEmptyState } from '@/components/area-empty-state';
import { payoutLabel } from '@/components/submission-award';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';
import { useQueryFlag } from '@/hooks/use-query-flag';
import { useDebouncedSearch, useUrlFilters } from '@/hooks/use-url-filters';
import { formatDateTime } from '@/lib/brief-display';
import { payoutStatusView } from '@/lib/payout-status';
import {
  SUBMISSION_STATUSES,
  useReviewSubmission,
  useSubmissions,
  type ReviewDecision,
  type SubmissionStatusFilter,
} from '../api/submissions';
import { ReviewSubmissionModal } from './review-submission-modal';

// The stored statuses read in the shared status language: approved is Shortlisted (winners included), rejected Not selected.
const STATUS_OPTIONS: ReadonlyArray<{ value: SubmissionStatusFilter; label: string }> = [
  { value: 'all', label: 'All statuses' },
  ...(['pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: SUBMISSION_STATUS_WORDS[value] })),
];

export const REVIEW_TEXT = {
  done: (status: ReviewDecision) => `Submission ${SUBMISSION_STATUS_WORDS[status].toLowerCase()}.`,
  failed: 'Failed to update submission',
} as const;

const COLUMNS: Array<AdminColumn<TAdminSubmission>> = [
  {
    key: 'brief',
    header: 'Brief',
    onPhone: false,
    render: (submission) => (
      <Text size="sm" fw={600} lineClamp={2}>
        {submission.brief.title}
      </Text>
    ),
  },
  {
    key: 'creator',
    header: 'Creator',
    render: (submission) => (
      <>
        <Text size="sm">{submission.creator.fullName}</Text>
        <Text size="xs" c="dimmed">
          @{submission.creator.userName}
        </Text>
      </>
    ),
  },
  { key: 'amount', header: 'Brief pool', align: 'right', render: (submission) => formatUsd(submission.amount) },
  {
    key: 'status',
    header: 'Status',
    onPhone: false,
    render: (submission) => <SubmissionStatusBadge submission={submission} />,
  },
  {
    key: 'reward',
    header: 'Reward',
    render: (submission) => {
      const state = submission.award ? payoutLabel(submission.award) : null;
      return state && submission.award ? (
        <Badge
          variant="light"
          color={payoutStatusView(submission.award.payoutStatus, submission.award.rewardType).color}
        >
          {state}
        </Badge>
      ) : (
        '—'
      );
    },
  },
  { key: 'submitted', header: 'Submitted', render: (submission) => formatDateTime(submission.submittedAt) },
];

const asStatus = (value: string): SubmissionStatusFilter =>
  SUBMISSION_STATUSES.find((status) => status === value) ?? 'all';

/**
 * Submissions (docs/product/admin.md#sections): every submission, searched and filtered by status;
 * Review opens it, Approve and Reject act on pending ones under the brand's review rules.
 */
export function SubmissionsSection() {
  const { values, page, update, setPage } = useUrlFilters(['search', 'status'] as const);
  const status = asStatus(values.status);
  const search = useDebouncedSearch(values.search, (value) => update({ search: value }));
  const query = useSubmissions({ search: values.search, status, page });
  const review = useReviewSubmission();
  const [reviewing, setReviewing] = useState<string | null>(null);
  // `?submission=<id>` opens that submission for review.
  useQueryFlag('submission', setReviewing);
  const [confirming, setConfirming] = useState<{ submission: TAdminSubmission; status: ReviewDecision } | null>(null);
  const filtered = values.search !== '' || status !== 'all';

  const decide = (submission: TAdminSubmission, decision: ReviewDecision, after: () => void) => {
    review.mutate(
      { id: submission.id, status: decision },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: REVIEW_TEXT.done(decision) });
          after();
        },
      },
    );
  };
  const failure = review.isError ? adminErrorText(review.error, REVIEW_TEXT.failed) : null;

  return (
    <Stack gap="md">
      <ListToolbar label="Search and filter submissions">
        <SearchField
          label="Search submissions"
          placeholder="Brief or creator"
          value={search.typed}
          onChange={search.type}
        />
        <FilterSelect
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(next) => update({ status: next === 'all' ? undefined : next })}
        />
        <ToolbarActions>
          <ExportCsvButton
            path="/api/admin/submissions/export.csv"
            query={{ search: values.search, status: status === 'all' ? undefined : status }}
            fileName="submissions.csv"
          />
        </ToolbarActions>
      </ListToolbar>
      <AdminTable
        label="Submissions"
        columns={COLUMNS}
        rows={query.data?.submissions}
        rowKey={(submission) => submission.id}
        phoneTitle={(submission) => submission.brief.title}
        phoneBadge={(submission) => <SubmissionStatusBadge submission={submission} />}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        errorTitle="Failed to load submissions"
        onRetry={() => void query.refetch()}
        empty={
          <AreaEmptyState
            icon={<IconFileText size={28} stroke={1.6} />}
            title="No submissions found."
            description={
              filtered
                ? 'No submission matches this search and status.'
                : 'Submissions appear here when creators apply to briefs.'
            }
          />
        }
        paging={{ page, total: query.data?.total ?? 0, pageSize: ADMIN_PAGE_SIZE, onChange: setPage }}
        actions={(submission) => {
          const who = `${submission.creator.fullName}’s submission to ${submission.brief.title}`;
          const ask = (decision: ReviewDecision) => {
            review.reset();
            setConfirming({ submission, status: decision });
          };
          return (
            <>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconEye size={14} />}
                onClick={() => {
                  review.reset();
                  setReviewing(submission.id);
                }}
                aria-label={`Review ${who}`}
              >
                Review
              </Button>
              {submission.status === 'pending' ? (
                <>
                  <Button
                    size="xs"
                    color="green"
                    leftSection={<IconCheck size={14} />}
                    onClick={() => ask('approved')}
                    aria-label={`Shortlist ${who}`}
                  >
                    Shortlist
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconX size={14} />}
                    onClick={() => ask('rejected')}
                    aria-label={`Reject ${who}`}
                  >
                    Reject
                  </Button>
                </>
              ) : null}
            </>
          );
        }}
      />
      <ReviewSubmissionModal
        submissionId={reviewing}
        onClose={() => setReviewing(null)}
        onDecide={(submission, decision) => decide(submission, decision, () => setReviewing(null))}
        deciding={review.isPending}
        failure={reviewing ? failure : null}
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.status === 'approved' ? 'Shortlist submission?' : 'Reject submission?'}
        confirmLabel={confirming?.status === 'approved' ? 'Shortlist' : 'Reject'}
        color={confirming?.status === 'approved' ? 'green' : 'red'}
        loading={review.isPending}
        error={confirming ? failure : null}
        onConfirm={() => confirming && decide(confirming.submission, confirming.status, () => setConfirming(null))}
        onClose={() => setConfirming(null)}
      >
        <Text size="sm">
          {confirming ? (
            <>
              <b>{confirming.submission.creator.fullName}</b>’s submission to <b>{confirming.submission.brief.title}</b>{' '}
              will be marked {SUBMISSION_STATUS_WORDS[confirming.status]}. The creator is notified, and the review
              cannot be changed afterwards.
            </>
          ) : null}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
