import { EVENT_MESSAGES } from '@briefly/shared/event-rules';
import { AppError, conflict, forbidden } from '../../lib/errors.ts';

// The events module's failures, with the product's texts (docs/product/community.md#events).

export const eventNotFound = () => new AppError(404, 'NOT_FOUND', EVENT_MESSAGES.notFound);
export const eventFull = () => conflict(EVENT_MESSAGES.fullError, 'EVENT_FULL');
export const eventEnded = () => conflict(EVENT_MESSAGES.ended, 'EVENT_CLOSED');
export const eventStarted = () => conflict(EVENT_MESSAGES.started, 'EVENT_CLOSED');
export const eventCancelled = () => conflict(EVENT_MESSAGES.cancelled, 'EVENT_CLOSED');
export const cannotCancelStarted = () => conflict(EVENT_MESSAGES.cannotCancelStarted, 'EVENT_CLOSED');
export const ticketsNotSold = () => new AppError(422, 'BUSINESS_RULE', EVENT_MESSAGES.paid);
export const registrationForMembersOnly = () => forbidden(EVENT_MESSAGES.registeredOnly);
export const capacityBelowRegistrations = (registered: number) =>
  conflict(EVENT_MESSAGES.capacityBelowRegistrations(registered));
export const startInPast = () =>
  new AppError(400, 'VALIDATION_ERROR', EVENT_MESSAGES.startInPast, {
    issues: [{ path: 'date', message: EVENT_MESSAGES.startInPast }],
  });
