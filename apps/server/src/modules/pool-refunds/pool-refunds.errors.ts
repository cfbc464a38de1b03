import { REWARD_MESSAGES } from '@briefly/shared/rewards';
import { AppError, notFound } from '../../lib/errors.ts';

export const briefNotFound = () => notFound('Brief');
export const refundNotArchived = () => new AppError(409, 'BUSINESS_RULE', REWARD_MESSAGES.refundNotArchived);
export const refundUnsettled = () => new AppError(409, 'BUSINESS_RULE', REWARD_MESSAGES.refundUnsettled);
export const refundNothing = () => new AppError(409, 'BUSINESS_RULE', REWARD_MESSAGES.refundNothing);
