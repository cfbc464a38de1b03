import { formatCents } from '@briefly/shared/money';
import type { Db } from '../../../db/client.ts';
import type { DomainEvent } from '../../../platform/outbox/domain-events.ts';
import { links } from '../notification-links.ts';
import type { NotificationDraft } from '../notifications.service.ts';
import * as repo from '../notifications.repository.ts';
import { brief, quoted } from './shared.ts';

// Briefs: a creator's invitation, the brand's funded brief, and a closed brief for its brand and applicants.

type BriefEvent = Extract<DomainEvent, { type: 'brief.invited' | 'brief.funded' | 'brief.archived' }>;

/** The drafts for a brief's event. */
export async function briefDrafts(event: BriefEvent, tx: Db): Promise<NotificationDraft[]> {
  switch (event.type) {
    case 'brief.invited': {
      const { title, brandName } = await brief(tx, event.briefId, event.title);
      return [
        {
          userId: event.creatorId,
          title: 'You are invited to a brief',
          message: `${brandName} invited you to apply to ${quoted(title)}.`,
          type: 'info',
          category: 'invitation',
          priority: 'medium',
          link: links.creatorApply(event.briefId),
        },
      ];
    }
    case 'brief.funded': {
      const { title, status } = await brief(tx, event.briefId);
      // Read later, the brief may be archived since; only a draft was never published.
      const live = status !== 'draft';
      return [
        {
          userId: event.brandId,
          title: live ? 'Brief funded and live' : 'Brief funded',
          message: live
            ? `${quoted(title)} is funded with ${formatCents(event.amountCents)} and open to creators.`
            : `${quoted(title)} is funded with ${formatCents(event.amountCents)}; publish it when you are ready.`,
          type: 'success',
          category: 'brief',
          priority: 'normal',
          link: links.brandBriefs(),
        },
      ];
    }
    case 'brief.archived': {
      const { brandName } = await brief(tx, event.briefId, event.title);
      const applicants = await repo.applicantsOf(tx, event.briefId);
      return [
        {
          userId: event.brandId,
          title: 'Brief closed',
          message: `${quoted(event.title)} is archived and no longer accepts submissions.`,
          type: 'info',
          category: 'brief',
          priority: 'normal',
          link: applicants.length > 0 ? links.brandReview(event.briefId) : links.brandBriefs(),
        },
        ...applicants.map((creatorId): NotificationDraft => ({
          userId: creatorId,
          title: 'Brief closed',
          message: `${quoted(event.title)} by ${brandName} has closed to new submissions.`,
          type: 'info',
          category: 'brief',
          priority: 'low',
          link: links.creatorSubmissions(),
        })),
      ];
    }
  }
}
