import { MESSAGING_MESSAGES } from '@briefly/shared/messaging';
import { AppError, forbidden } from '../../lib/errors.ts';

// Every conversation a caller is not part of answers as if it did not exist (404).
export const conversationNotFound = () => new AppError(404, 'NOT_FOUND', MESSAGING_MESSAGES.conversationNotFound);
export const userNotFound = () => new AppError(404, 'NOT_FOUND', MESSAGING_MESSAGES.userNotFound);
export const fileNotFound = () => new AppError(404, 'NOT_FOUND', MESSAGING_MESSAGES.fileNotFound);
export const fileRemoved = () => new AppError(404, 'NOT_FOUND', MESSAGING_MESSAGES.fileRemoved);
export const reportNotFound = () => new AppError(404, 'NOT_FOUND', MESSAGING_MESSAGES.reportNotFound);
export const briefNotFound = () => new AppError(404, 'NOT_FOUND', 'Brief not found');
export const wrongCounterpart = () => new AppError(422, 'BUSINESS_RULE', MESSAGING_MESSAGES.wrongCounterpart);
export const cannotMessageSelf = () => new AppError(422, 'BUSINESS_RULE', MESSAGING_MESSAGES.cannotMessageSelf);
export const cannotStartWithBrand = () => forbidden(MESSAGING_MESSAGES.cannotStartWithBrand);
export const blockedByYou = () => forbidden(MESSAGING_MESSAGES.blockedByYou);
export const blockedByThem = () => forbidden(MESSAGING_MESSAGES.blockedByThem);
export const recipientUnavailable = () => forbidden(MESSAGING_MESSAGES.recipientUnavailable);
export const fileTooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', MESSAGING_MESSAGES.fileTooLarge);
export const fileTypeNotAllowed = () => new AppError(400, 'VALIDATION_ERROR', MESSAGING_MESSAGES.fileTypeNotAllowed);
export const fileContentMismatch = () => new AppError(400, 'VALIDATION_ERROR', MESSAGING_MESSAGES.fileContentMismatch);
export const fileRequired = () => new AppError(400, 'VALIDATION_ERROR', MESSAGING_MESSAGES.fileRequired);
export const invalidConversationId = () => new AppError(400, 'VALIDATION_ERROR', 'Invalid conversation ID');
export const linkExpired = () => forbidden(MESSAGING_MESSAGES.linkExpired);
