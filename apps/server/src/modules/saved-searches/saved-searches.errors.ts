import { SAVED_SEARCH_MESSAGES } from '@briefly/shared/saved-searches';
import { AppError } from '../../lib/errors.ts';

export const savedSearchNotFound = () => new AppError(404, 'NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
export const savedSearchLimitReached = () => new AppError(409, 'CONFLICT', SAVED_SEARCH_MESSAGES.limitReached);
