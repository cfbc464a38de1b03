import { SUBMISSION_STATE_WORDS } from '@briefly/shared/status-words';
import type { Db } from '../../../db/client.ts';
import type { DomainEvent } from '../../../platform/outbox/domain-events.ts';
import { links } from '../notification-links.ts';
import type { NotificationDraft } from '../notifications.service.ts';
import * as repo from '../notifications.repository.ts';
import { brief, quoted } from './shared.ts';

// Submissions: the brand hears of a new, updated or resubmitted submission; the creator of its review
// and of a request for changes.

// The state words are the ones every screen shows (@briefly/shared/status-words).
const {
  shortlisted: SHORTLISTED,
  not_selected: NOT_SELECTED,
  changes_requested: CHANGES_REQUESTED,
} = SUBMISSION_STATE_WORDS;
/** A brand's note in a notification: its first 140 characters. */
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text);

type SubmissionEvent = Extract<
  DomainEvent,
  {
    type:
      | 'submission.created'
      | 'submission.updated'
      | 'submission.reviewed'
      | 'submission.revision_requested'
      | 'submission.resubmitted';
  }
>;

/** The drafts for a submission's event. */
export async function submissionDrafts(event: SubmissionEvent, tx: Db): Promise<NotificationDraft[]> {
  switch (event.type) {
    case 'submission.created':
    case 'submission.updated': {
      const { title } = await brief(tx, event.briefId);
      const name = await repo.creatorName(tx, event.creatorId);
      const created = event.type === 'submission.created';
      return [
        {
          userId: event.brandId,
          title: created ? 'New submission' : 'Submission updated',
          message: created
            ? `${name} submitted to ${quoted(title)}.`
            : `${name} updated their submission to ${quoted(title)}.`,
          type: 'info',
          category: 'submission',
          priority: created ? 'normal' : 'low',
          link: links.brandReview(event.briefId),
        },
      ];
    }
    case 'submission.reviewed': {
      const { title, brandName } = await brief(tx, event.briefId);
      const approved = event.status === 'approved';
      return [
        {
          userId: event.creatorId,
          title: `Submission ${(approved ? SHORTLISTED : NOT_SELECTED).toLowerCase()}`,
          message: approved
            ? `${brandName} shortlisted your submission to ${quoted(title)}.`
            : `Your submission to ${quoted(title)} by ${brandName} was not selected.`,
          type: approved ? 'success' : 'warning',
          category: 'submission',
          priority: approved ? 'medium' : 'normal',
          link: links.creatorSubmissions(),
        },
      ];
    }
    case 'submission.revision_requested': {
      const { title, brandName } = await brief(tx, event.briefId);
      return [
        {
          userId: event.creatorId,
          title: CHANGES_REQUESTED,
          message: `${brandName} asked for changes to your submission to ${quoted(title)}: ${excerpt(event.note)}`,
          type: 'warning',
          category: 'submission',
          priority: 'medium',
          link: links.creatorSubmissions(),
        },
      ];
    }
    case 'submission.resubmitted': {
      const { title } = await brief(tx, event.briefId);
      const name = await repo.creatorName(tx, event.creatorId);
      return [
        {
          userId: event.brandId,
          title: 'Submission resubmitted',
          message: `${name} made the changes you asked for on ${quoted(title)}.`,
          type: 'info',
          category: 'submission',
          priority: 'medium',
          link: links.brandReview(event.briefId),
        },
      ];
    }
  }
}
