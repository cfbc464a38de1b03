import { formatCents } from '@briefly/shared/money';
import type { Db } from '../../db/client.ts';
import type { Clock, EventSubscriber, ScheduledJob } from '../../platform/module.ts';
import { links, type NotificationMail, type NotificationsService } from '../notifications/index.ts';
import { renderDigestMail, SAVED_SEARCH_UNSUBSCRIBE_PATH, signSearchUnsubscribe } from './saved-search-mail.ts';
import * as repo from './saved-searches.repository.ts';

// Telling creators about briefs that match their saved searches (docs/product/saved-searches.md,
// decision 035): `brief.published` records the matches in one statement (once per brief and
// search: the table's key); instant ones become an in-app notification in the same delivery
// transaction, daily ones wait for the digest job, which sends each creator one email, once.

/** Stored as the subscriber's receipt name: never rename. */
export const SAVED_SEARCH_MATCHER = 'saved-searches.matcher';
export const SAVED_SEARCH_DIGEST_JOB = 'saved-search-digest';
export const DIGEST_INTERVAL_MS = 24 * 60 * 60_000;
const DIGEST_CREATORS_PER_ROUND = 200;

/** Whose alerts these are: the category their preferences are read for. */
const CATEGORY = 'brief' as const;

const quoted = (text: string) => `“${text}”`;

export function createSavedSearchAlerts(deps: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  unsubscribeSecret: string;
  notifications: Pick<NotificationsService, 'deliver' | 'emailRecipient'>;
  mail: Pick<NotificationMail, 'queueComposedMail'>;
}) {
  const { db, clock, publicUrl, unsubscribeSecret } = deps;

  const unsubscribeUrl = (creatorId: string) => (savedSearchIds: string[]) => {
    const url = new URL(SAVED_SEARCH_UNSUBSCRIBE_PATH, publicUrl);
    url.searchParams.set('token', signSearchUnsubscribe(unsubscribeSecret, { creatorId, savedSearchIds }));
    return url.toString();
  };

  const matcher: EventSubscriber = {
    name: SAVED_SEARCH_MATCHER,
    events: ['brief.published'],
    async handle(event, { tx, eventId, occurredAt }) {
      if (event.type !== 'brief.published') return;
      // The buckets of deadlines count from when the brief became public, as the marketplace did then.
      const matches = await repo.recordMatches(tx, event.briefId, occurredAt);
      const instant = matches.filter((match) => match.alert === 'instant');
      if (instant.length === 0) return;
      const brief = await repo.briefSummary(tx, event.briefId);
      if (!brief) return;
      // One notification per creator and brief, naming every instant search it matched.
      const names = new Map<string, string[]>();
      for (const match of instant) names.set(match.creatorId, [...(names.get(match.creatorId) ?? []), match.name]);
      await deps.notifications.deliver(tx, {
        eventId,
        at: clock(),
        drafts: [...names].map(([creatorId, searchNames]) => ({
          userId: creatorId,
          title: `New brief for ${searchNames.map(quoted).join(', ')}`,
          message: `${quoted(brief.title)} (${formatCents(brief.rewardCents)}) matches your saved search.`,
          type: 'info' as const,
          category: CATEGORY,
          priority: 'normal' as const,
          link: links.brief(brief.id),
          topic: `saved-search-match:${brief.id}`,
          inAppOnly: true,
        })),
      });
    },
  };

  /** One creator's digest, in one transaction: the email (when wanted and allowed) and the matches marked, together. */
  async function digestFor(creatorId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const now = clock();
      const waiting = await repo.lockWaitingMatches(tx, creatorId);
      if (waiting.length === 0) return false;
      const recipient = await deps.notifications.emailRecipient(tx, creatorId, CATEGORY);
      // Switched to instant or off since they matched, or the brief left the marketplace: not mailed.
      const toSend = waiting.filter((match) => match.searchAlert === 'daily' && match.stillPublic);
      await repo.markDigested(tx, creatorId, waiting, now);
      if (!recipient || toSend.length === 0) return false;
      const content = renderDigestMail({
        matches: toSend,
        publicUrl,
        unsubscribeUrl: unsubscribeUrl(creatorId),
        timeZone: recipient.timeZone,
      });
      const everySearch = [...new Set(toSend.map((match) => match.savedSearchId))];
      const mail = await deps.mail.queueComposedMail(
        tx,
        recipient,
        { ...content, unsubscribeUrl: unsubscribeUrl(creatorId)(everySearch), items: toSend.length },
        now,
      );
      return mail !== null;
    });
  }

  /** The daily job: every creator with daily matches waiting gets one email listing them. */
  async function sendDigests(): Promise<{ creators: number; emails: number }> {
    let creators = 0;
    let emails = 0;
    const seen = new Set<string>();
    for (;;) {
      const batch = (await repo.creatorsWithWaitingMatches(db, DIGEST_CREATORS_PER_ROUND)).filter(
        (id) => !seen.has(id),
      );
      if (batch.length === 0) break;
      for (const creatorId of batch) {
        seen.add(creatorId);
        creators++;
        if (await digestFor(creatorId)) emails++;
      }
    }
    return { creators, emails };
  }

  const jobs: ScheduledJob[] = [{ name: SAVED_SEARCH_DIGEST_JOB, intervalMs: DIGEST_INTERVAL_MS, run: sendDigests }];
  return { matcher, sendDigests, jobs, unsubscribeUrl };
}

export type SavedSearchAlerts = ReturnType<typeof createSavedSearchAlerts>;
