import { submissionState, submissionStateWord, type SubmissionState } from '@briefly/shared/status-words';
import type { SubmissionStatus } from '@briefly/shared/submissions';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';

// The one badge for what a submission is, on the brand's, the creator's and the admin's screens alike
// (docs/product/submissions.md#statuses): Pending, Changes requested, Shortlisted, Not selected, Winner · 1st place. The
// words come from @briefly/shared/status-words, as in notifications and emails.

export const SUBMISSION_STATE_COLORS: Record<SubmissionState, string> = {
  pending: 'yellow',
  changes_requested: 'orange',
  shortlisted: 'blue',
  not_selected: 'gray',
  winner: 'green',
};

interface SubmissionStatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  submission: {
    status: SubmissionStatus;
    award?: { position: number | null } | null;
    /** The brand's open request for changes: the badge reads Changes requested (decision 031). */
    changesRequested?: object | null;
  };
}

export function SubmissionStatusBadge({ submission, ...props }: SubmissionStatusBadgeProps) {
  const state = submissionState(submission);
  return (
    <Badge
      variant="light"
      color={SUBMISSION_STATE_COLORS[state]}
      leftSection={state === 'winner' ? <IconTrophy size={12} stroke={2} aria-hidden="true" /> : undefined}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {submissionStateWord(submission)}
    </Badge>
  );
}
