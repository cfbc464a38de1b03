import { ADMIN_MESSAGES } from '@briefly/shared/admin';
import { AppError } from '../../lib/errors.ts';

export const brandNotFound = () => new AppError(404, 'NOT_FOUND', ADMIN_MESSAGES.brandNotFound);
export const creatorNotFound = () => new AppError(404, 'NOT_FOUND', ADMIN_MESSAGES.creatorNotFound);
export const briefNotFound = () => new AppError(404, 'NOT_FOUND', ADMIN_MESSAGES.briefNotFound);
export const submissionNotFound = () => new AppError(404, 'NOT_FOUND', ADMIN_MESSAGES.submissionNotFound);
