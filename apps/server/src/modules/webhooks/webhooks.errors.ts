import { WEBHOOK_MESSAGES } from '@briefly/shared/webhooks';
import { AppError } from '../../lib/errors.ts';

export const endpointNotFound = () => new AppError(404, 'NOT_FOUND', WEBHOOK_MESSAGES.notFound);
export const deliveryNotFound = () => new AppError(404, 'NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
export const endpointLimitReached = () => new AppError(409, 'CONFLICT', WEBHOOK_MESSAGES.limitReached);
export const badWebhookUrl = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);
export const deliveryStillPending = () =>
  new AppError(
    409,
    'CONFLICT',
    'This delivery is still being attempted: wait for it to succeed or fail, then replay it',
  );
