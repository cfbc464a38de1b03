import { NOTIFICATION_MESSAGES } from '@briefly/shared/notifications';
import { AppError } from '../../lib/errors.ts';

/** Missing, dismissed, or someone else's: the same answer, so ids of other users' notifications reveal nothing. */
export const notificationNotFound = () => new AppError(404, 'NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
