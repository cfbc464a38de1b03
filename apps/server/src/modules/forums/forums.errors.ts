import { FORUM_MESSAGES } from '@briefly/shared/forum-rules';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.ts';

// A post or reply the caller may not see answers as if it did not exist (404).
export const postNotFound = () => new AppError(404, 'NOT_FOUND', FORUM_MESSAGES.postNotFound);
export const replyNotFound = () => new AppError(404, 'NOT_FOUND', FORUM_MESSAGES.replyNotFound);
export const reportNotFound = () => new AppError(404, 'NOT_FOUND', FORUM_MESSAGES.reportNotFound);
export const invalidCursor = () => badRequest(FORUM_MESSAGES.cursorInvalid);
export const postLocked = () => conflict(FORUM_MESSAGES.postLocked);
export const postUnderReview = () => conflict(FORUM_MESSAGES.postUnderReview);
export const alreadyReported = () => conflict(FORUM_MESSAGES.alreadyReported);
export const reportDecided = () => conflict(FORUM_MESSAGES.reportDecided);
export const cannotReportOwn = () => new AppError(422, 'BUSINESS_RULE', FORUM_MESSAGES.cannotReportOwn);
// The post is public: saying it exists hides nothing, so a stranger's attempt is refused, not "not found".
export const solutionNotAllowed = () => forbidden(FORUM_MESSAGES.solutionNotAllowed);
export const rateLimited = (message: string) => new AppError(429, 'RATE_LIMITED', message);
