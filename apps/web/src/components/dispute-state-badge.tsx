import { OUTCOME_WORDS, type TDisputeSummary } from '@briefly/shared/disputes';
import { Badge } from '@mantine/core';
import { formatDateTime } from '@/lib/brief-display';

// How a dispute's state reads everywhere (its page, the admin's list). A withdrawal's dispute has no
// other party to answer it (the platform is the other side, docs/product/disputes.md): it waits for an
// admin, and no answer deadline is shown for it.

/** The platform, named as the other party of a withdrawal's dispute. */
export const PLATFORM_PARTY = 'Briefly';

/** Without a brand (a withdrawal), no one answers: an admin decides. */
const noOtherParty = (dispute: TDisputeSummary) => dispute.brand === null;

export function disputeStateWord(dispute: TDisputeSummary): string {
  if (dispute.status === 'resolved') return dispute.outcome ? OUTCOME_WORDS[dispute.outcome] : 'Resolved';
  if (noOtherParty(dispute)) return 'Waiting for an admin';
  if (dispute.answeredAt) return 'Answered';
  return dispute.pastAnswerDeadline ? 'Past answer deadline' : 'Waiting for an answer';
}

/** The dispute's parties in order: the creator, then the brand (or the platform for a withdrawal). */
export const disputeParties = (dispute: TDisputeSummary): string[] => [
  dispute.creator.name,
  dispute.brand?.name ?? PLATFORM_PARTY,
];

/** The answer: when it came or is due; none needed for a withdrawal; none came before a resolution. */
export function answerWords(dispute: TDisputeSummary): string {
  if (dispute.answeredAt) return `Answered ${formatDateTime(dispute.answeredAt)}`;
  if (noOtherParty(dispute)) return 'None needed; an admin decides';
  if (dispute.status === 'resolved') return 'None before the resolution';
  return `${dispute.pastAnswerDeadline ? 'Was due' : 'Due'} ${formatDateTime(dispute.answerDueAt)}`;
}

/** The same as one line of a list, under the dispute's age. */
export function answerLine(dispute: TDisputeSummary): string {
  if (dispute.answeredAt || noOtherParty(dispute)) return answerWords(dispute);
  if (dispute.status === 'resolved') return 'Not answered';
  return `Answer ${dispute.pastAnswerDeadline ? 'was due' : 'due'} ${formatDateTime(dispute.answerDueAt)}`;
}

export function DisputeStateBadge({ dispute }: { dispute: TDisputeSummary }) {
  const color =
    dispute.status === 'resolved' ? 'gray' : dispute.pastAnswerDeadline && !dispute.answeredAt ? 'red' : 'yellow';
  return (
    <Badge variant="light" color={color}>
      {disputeStateWord(dispute)}
    </Badge>
  );
}

/** An open dispute's age; a resolved one's is how long it was open (the server stops counting at resolution). */
export const ageText = (days: number, resolved = false) => {
  const span = `${days} day${days === 1 ? '' : 's'}`;
  if (resolved) return days === 0 ? 'resolved the day it was opened' : `resolved after ${span}`;
  return days === 0 ? 'opened today' : `${span} old`;
};
