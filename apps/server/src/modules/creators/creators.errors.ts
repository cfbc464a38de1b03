import { MESSAGES } from '@briefly/shared/errors';
import { AppError } from '../../lib/errors.ts';

export const userNameTaken = () => new AppError(409, 'USERNAME_TAKEN', MESSAGES.usernameTaken);
export const creatorNotFound = () => new AppError(404, 'NOT_FOUND', 'Creator not found');
