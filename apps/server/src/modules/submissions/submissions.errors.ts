import { REVISION_MESSAGES, SUBMISSION_MESSAGES } from '@briefly/shared/submissions';
import { AppError, conflict } from '../../lib/errors.ts';

export const submissionNotFound = () => new AppError(404, 'NOT_FOUND', 'Submission not found');
/** The same answer as for a brief that does not exist: a private brief's existence is never revealed. */
export const briefNotFound = () => new AppError(404, 'NOT_FOUND', 'Brief not found');
export const briefClosed = () => conflict(SUBMISSION_MESSAGES.briefClosed, 'BRIEF_CLOSED');
export const cannotEditReviewed = () => conflict(SUBMISSION_MESSAGES.cannotEditReviewed, 'SUBMISSION_REVIEWED');
export const cannotDeleteReviewed = () => conflict(SUBMISSION_MESSAGES.cannotChangeReviewed, 'SUBMISSION_REVIEWED');
export const notPending = () => conflict(SUBMISSION_MESSAGES.notPending, 'SUBMISSION_REVIEWED');
export const submissionAwarded = () => conflict(SUBMISSION_MESSAGES.awarded, 'SUBMISSION_AWARDED');
export const duplicateLink = () => conflict(SUBMISSION_MESSAGES.duplicateLink, 'DUPLICATE_LINK');
export const duplicateNotAcknowledged = () =>
  conflict(SUBMISSION_MESSAGES.duplicateNotAcknowledged, 'DUPLICATE_NOT_ACKNOWLEDGED');
export const cannotRejectWinner = () => conflict(SUBMISSION_MESSAGES.cannotRejectWinner, 'SUBMISSION_AWARDED');

// Revisions (docs/product/submissions.md#revisions)
export const notRevisable = () => conflict(REVISION_MESSAGES.notRevisable, 'SUBMISSION_REVIEWED');
export const revisionAlreadyRequested = () => conflict(REVISION_MESSAGES.alreadyRequested, 'REVISION_OPEN');
export const revisionLimitReached = (limit: number) =>
  conflict(REVISION_MESSAGES.limitReached(limit), 'REVISION_LIMIT_REACHED');
export const revisionDeadlinePassed = () => conflict(REVISION_MESSAGES.deadlinePassed, 'BRIEF_CLOSED');
export const nothingRequested = () => conflict(REVISION_MESSAGES.nothingRequested, 'NO_REVISION_REQUESTED');
