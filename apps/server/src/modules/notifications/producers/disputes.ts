import { DISPUTE_LIMITS, OUTCOME_WORDS, type DisputeOutcome } from '@briefly/shared/disputes';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';
import type { DomainEvent } from '../../../platform/outbox/domain-events.ts';
import { links } from '../notification-links.ts';
import type { NotificationDraft } from '../notifications.service.ts';

// Disputes (docs/product/disputes.md): the other party is told when one is opened (with their time to
// answer), both parties when an admin resolves it. Emailed as their preferences say (category system).

type DisputeEvent = Extract<DomainEvent, { type: 'dispute.opened' | 'dispute.resolved' }>;

async function subjectTitle(tx: Db, disputeId: string): Promise<string> {
  const [row] = await queryRows<{ title: string }>(
    tx,
    sql`select case d.subject_type
                 when 'withdrawal' then 'your withdrawal'
                 when 'award' then 'the award on “' || coalesce(b.title, 'a brief') || '”'
                 else 'the submission to “' || coalesce(b.title, 'a brief') || '”' end as title
          from disputes d left join briefs b on b.id = d.brief_id where d.id = ${disputeId}::uuid`,
  );
  return row?.title ?? 'a decision';
}

export async function disputeDrafts(event: DisputeEvent, tx: Db): Promise<NotificationDraft[]> {
  const about = await subjectTitle(tx, event.disputeId);
  const link = links.dispute(event.disputeId);
  if (event.type === 'dispute.opened') {
    const other = event.openedBy === event.creatorId ? event.brandId : event.creatorId;
    if (!other) return [];
    return [
      {
        userId: other,
        title: 'A dispute was opened',
        message: `A dispute about ${about} was opened. You have ${DISPUTE_LIMITS.answerWithinDays} days to answer before an admin decides.`,
        type: 'warning',
        category: 'system',
        priority: 'high',
        link,
      },
    ];
  }
  const word = OUTCOME_WORDS[event.outcome as DisputeOutcome] ?? 'Resolved';
  return [event.creatorId, event.brandId]
    .filter((id): id is string => !!id)
    .map((userId) => ({
      userId,
      title: `Dispute resolved: ${word.toLowerCase()}`,
      message: `An admin resolved the dispute about ${about}: ${word.toLowerCase()}. The decision and its note are on the dispute’s page.`,
      type: 'info' as const,
      category: 'system' as const,
      priority: 'high' as const,
      link,
    }));
}
