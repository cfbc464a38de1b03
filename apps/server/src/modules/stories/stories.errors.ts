import { STORY_MESSAGES } from '@briefly/shared/story-rules';
import { AppError, conflict } from '../../lib/errors.ts';

// The stories module's failures, with the product's texts (docs/product/community.md#success-stories).

export const storyNotFound = () => new AppError(404, 'NOT_FOUND', STORY_MESSAGES.notFound);
export const briefNotFound = () => new AppError(404, 'NOT_FOUND', STORY_MESSAGES.briefNotFound);
export const briefNotComplete = () => conflict(STORY_MESSAGES.briefNotComplete);
export const creatorNotWinner = () => new AppError(400, 'VALIDATION_ERROR', STORY_MESSAGES.creatorNotWinner);
export const creatorRequired = () => new AppError(400, 'VALIDATION_ERROR', STORY_MESSAGES.creatorRequired);
export const linkedPersonNotFound = () => new AppError(400, 'VALIDATION_ERROR', STORY_MESSAGES.linkedPersonNotFound);
export const verifiedFigures = () => conflict(STORY_MESSAGES.verifiedFigures);
export const publishNeedsConsent = () => conflict(STORY_MESSAGES.publishNeedsConsent);
