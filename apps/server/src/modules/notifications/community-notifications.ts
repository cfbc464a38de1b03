import type { Db } from '../../db/client.ts';
import type { DomainEvent, DomainEventType } from '../../platform/outbox/domain-events.ts';
import type { Clock, EventSubscriber } from '../../platform/module.ts';
import { eventNotice, eventRegistrants, stillRegistered } from '../events/index.ts';
import { storyNotice } from '../stories/index.ts';
import { links } from './notification-links.ts';
import type { NotificationDraft, NotificationsService } from './notifications.service.ts';
import * as repo from './notifications.repository.ts';

// Who is told what about community events and success stories (docs/product/notifications.md#what-notifies-whom):
// registrations (with the calendar invitation by email), the day-before reminder, cancelled and moved
// events, and the consent a success story asks of the people it names.

/** Stored as the subscriber's receipt name: never rename. */
export const COMMUNITY_NOTIFICATIONS_SUBSCRIBER = 'notifications.community';

export const COMMUNITY_NOTIFIED_EVENTS = [
  'event.registered',
  'event.reminder_due',
  'event.cancelled',
  'event.rescheduled',
  'story.consent_requested',
  'story.consent_decided',
  'story.published',
] as const satisfies readonly DomainEventType[];

type CommunityEvent = Extract<DomainEvent, { type: (typeof COMMUNITY_NOTIFIED_EVENTS)[number] }>;

const quoted = (title: string) => `“${title}”`;

/** The consent request's title, and what it says once answered. */
export const CONSENT_QUESTION = 'A success story needs your consent';
export const CONSENT_ANSWERS = {
  granted: 'Success story: you agreed',
  declined: 'Success story: you declined',
} as const;

export async function communityDraftsFor(
  event: CommunityEvent,
  tx: Db,
  context: { publicUrl: string; now: Date },
): Promise<NotificationDraft[]> {
  switch (event.type) {
    case 'event.registered': {
      const notice = await eventNotice(tx, event.eventId, context);
      if (!notice || notice.cancelled) return [];
      return [
        {
          userId: event.userId,
          title: 'You are registered',
          message: (zone) =>
            `You are registered for ${quoted(notice.title)} on ${notice.startsText(zone)}. The calendar invitation is attached to the email.`,
          type: 'success',
          category: 'event',
          priority: 'normal',
          link: links.event(notice.id),
          attachments: [notice.calendar],
          // Registering and cancelling again and again: one notice (and calendar file) per event and day.
          topic: `event-registered:${notice.id}:${context.now.toISOString().slice(0, 10)}`,
        },
      ];
    }
    case 'event.reminder_due': {
      const notice = await eventNotice(tx, event.eventId, context);
      // Cancelled since, or the person cancelled their registration: nothing to remind of.
      if (
        !notice ||
        notice.cancelled ||
        notice.startsAt <= context.now ||
        !(await stillRegistered(tx, event.eventId, event.userId))
      )
        return [];
      return [
        {
          userId: event.userId,
          title: 'Your event starts soon',
          message: (zone) => `${quoted(notice.title)} starts ${notice.startsText(zone)}.`,
          type: 'info',
          category: 'event',
          priority: 'high',
          link: links.event(notice.id),
          emailDelayMs: 0,
        },
      ];
    }
    case 'event.cancelled':
    case 'event.rescheduled': {
      const notice = await eventNotice(tx, event.eventId, context);
      const registrants = await eventRegistrants(tx, event.eventId);
      if (!notice) return [];
      const cancelled = event.type === 'event.cancelled';
      if (!cancelled && notice.cancelled) return [];
      return registrants.map((userId) => ({
        userId,
        title: cancelled ? 'Event cancelled' : 'Event moved',
        // Each on their own clock: the start is written once the recipient's zone is read (decision 039).
        message: (zone: string | null) =>
          cancelled
            ? `${quoted(notice.title)} on ${notice.startsText(zone)} was cancelled. The email removes it from your calendar.`
            : `${quoted(notice.title)} now starts ${notice.startsText(zone)}. The updated calendar invitation is attached to the email.`,
        type: cancelled ? ('warning' as const) : ('info' as const),
        category: 'event' as const,
        priority: 'high' as const,
        link: links.event(notice.id),
        attachments: [notice.calendar],
      }));
    }
    case 'story.consent_requested': {
      const story = await storyNotice(tx, event.storyId);
      if (!story) return [];
      const ask = (userId: string, other: string): NotificationDraft => ({
        userId,
        title: CONSENT_QUESTION,
        message: `Briefly would like to publish the success story ${quoted(story.title)} about your work with ${other}. Read it and agree or decline.`,
        type: 'info',
        category: 'story',
        priority: 'medium',
        link: links.storyConsent(story.id),
        // Each new request (after the story changed) is a new question.
        topic: null,
      });
      return [
        ...(story.brandId ? [ask(story.brandId, story.creatorName)] : []),
        ...(story.creatorId ? [ask(story.creatorId, story.brandName)] : []),
      ];
    }
    case 'story.consent_decided': {
      if (event.decision !== 'declined') return [];
      const story = await storyNotice(tx, event.storyId);
      const admins = await repo.activeAdmins(tx);
      if (!story) return [];
      const who = event.role === 'brand' ? story.brandName : story.creatorName;
      return admins.map((adminId) => ({
        userId: adminId,
        title: 'Success story declined',
        message: `${who} declined the success story ${quoted(story.title)}; it stays unpublished.`,
        type: 'warning' as const,
        category: 'story' as const,
        priority: 'normal' as const,
        link: links.adminStories(),
      }));
    }
    case 'story.published': {
      const story = await storyNotice(tx, event.storyId);
      if (!story || !story.published) return [];
      return [story.brandId, story.creatorId]
        .filter((userId): userId is string => userId !== null)
        .map((userId) => ({
          userId,
          title: 'Your success story is live',
          message: `${quoted(story.title)} is published on Briefly’s success stories.`,
          type: 'success' as const,
          category: 'story' as const,
          priority: 'normal' as const,
          link: links.story(story.id),
        }));
    }
  }
}

export function createCommunityNotificationsSubscriber(deps: {
  notifications: Pick<NotificationsService, 'deliver' | 'resolveQuestion'>;
  publicUrl: string;
  clock: Clock;
}): EventSubscriber {
  return {
    name: COMMUNITY_NOTIFICATIONS_SUBSCRIBER,
    events: COMMUNITY_NOTIFIED_EVENTS,
    async handle(event, ctx) {
      if (event.type === 'story.consent_decided') {
        // The person answered: their request no longer asks for anything.
        await deps.notifications.resolveQuestion(ctx.tx, {
          userId: event.userId,
          link: links.storyConsent(event.storyId),
          question: CONSENT_QUESTION,
          answer: CONSENT_ANSWERS[event.decision],
        });
      }
      const drafts = await communityDraftsFor(event as CommunityEvent, ctx.tx, {
        publicUrl: deps.publicUrl,
        now: deps.clock(),
      });
      await deps.notifications.deliver(ctx.tx, { eventId: ctx.eventId, at: ctx.occurredAt, drafts });
    },
  };
}
