import { REWARD_MESSAGES } from '@briefly/shared/rewards';
import { SUBMISSION_MESSAGES } from '@briefly/shared/submissions';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';

export const briefNotFound = () => notFound('Brief');
export const notFunded = () => new AppError(409, 'BRIEF_NOT_FUNDED', REWARD_MESSAGES.notFunded);
export const winnersInvalid = (message: string) => badRequest(message);
export const tooManyWinners = () => new AppError(422, 'TOO_MANY_WINNERS', REWARD_MESSAGES.tooManyWinners);
export const exceedsPool = () => new AppError(409, 'POOL_EXCEEDED', REWARD_MESSAGES.exceedsPool);
export const submissionNotFound = () => new AppError(404, 'NOT_FOUND', REWARD_MESSAGES.submissionNotFound);
export const wrongCreator = () => badRequest(REWARD_MESSAGES.wrongCreator);
export const rejectedSubmission = () => new AppError(409, 'BUSINESS_RULE', REWARD_MESSAGES.rejectedSubmission);
/** A winner flagged as copying an earlier submission's link, picked without the brand's acknowledgement (decision 048). */
export const duplicateNotAcknowledged = () =>
  new AppError(409, 'DUPLICATE_NOT_ACKNOWLEDGED', SUBMISSION_MESSAGES.duplicateNotAcknowledged);
export const duplicateSubmission = () => badRequest(REWARD_MESSAGES.duplicateSubmission);
export const alreadyRewarded = () => new AppError(409, 'ALREADY_REWARDED', REWARD_MESSAGES.alreadyRewarded);
export const tierNotFound = () => new AppError(404, 'NOT_FOUND', REWARD_MESSAGES.tierNotFound);
export const tierTaken = () => new AppError(409, 'CONFLICT', REWARD_MESSAGES.tierTaken);
export const emptyTier = () => new AppError(422, 'BUSINESS_RULE', REWARD_MESSAGES.emptyTier);
export const assignmentNotFound = () => notFound('Reward assignment');
export const paidAssignment = () => new AppError(409, 'CONFLICT', REWARD_MESSAGES.paidAssignment);
