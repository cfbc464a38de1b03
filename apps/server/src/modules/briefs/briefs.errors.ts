import { BRIEF_FUNDING_MESSAGES } from '@briefly/shared/briefs';
import { AppError, conflict } from '../../lib/errors.ts';

export const briefNotFound = () => new AppError(404, 'NOT_FOUND', 'Brief not found');
export const brandNotFound = () => new AppError(404, 'NOT_FOUND', 'Brand not found');
export const fundBeforePublishing = () => conflict(BRIEF_FUNDING_MESSAGES.fundBeforePublishing, 'BRIEF_NOT_FUNDED');
export const deadlinePassedPublish = () => conflict(BRIEF_FUNDING_MESSAGES.deadlinePassedPublish, 'BUSINESS_RULE');
export const briefAlreadyFunded = () => conflict(BRIEF_FUNDING_MESSAGES.alreadyFunded, 'BRIEF_ALREADY_FUNDED');
export const briefHasFunds = (heldText: string) =>
  conflict(`${BRIEF_FUNDING_MESSAGES.hasFunds.replace('holds funds', `holds ${heldText}`)}`, 'BRIEF_HAS_FUNDS');
export const briefHasPaymentHistory = () => conflict(BRIEF_FUNDING_MESSAGES.hasPaymentHistory, 'BRIEF_HAS_FUNDS');
export const rewardBelowFunded = (fundedText: string) =>
  conflict(`${BRIEF_FUNDING_MESSAGES.rewardBelowFunded} (${fundedText})`, 'BUSINESS_RULE');
export const rewardAboveHeld = (heldText: string) =>
  conflict(`${BRIEF_FUNDING_MESSAGES.rewardAboveHeld} (${heldText})`, 'BUSINESS_RULE');
export const insufficientWallet = () => conflict(BRIEF_FUNDING_MESSAGES.insufficientWallet, 'INSUFFICIENT_BALANCE');
