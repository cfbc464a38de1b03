import * as repo from '../messaging.repository.ts';
import { REMINDER_GROUPS_PER_RUN } from './deps.ts';
import type { MessagingDeps } from './deps.ts';
import type { MessagingHelpers } from './shared.ts';

/** The scheduled reminders of messages left unread (notification and email). */
export function reminderUseCases(deps: MessagingDeps, helpers: MessagingHelpers) {
  const { db, clock, events, reminderDelayMs } = deps;
  const { otherOf } = helpers;

  // ---------------------------------------------------------------- unread reminders

  /**
   * The scheduled job: for each conversation with messages unread for longer than the delay, one
   * `messages.unread` event covering every unread message of that sender so far (the batch), which
   * the notifications module turns into a notification and an email.
   */
  async function remindUnread(): Promise<{ reminders: number }> {
    const now = clock();
    const groups = await repo.unremindedGroups(db, new Date(now.getTime() - reminderDelayMs), REMINDER_GROUPS_PER_RUN);
    let reminders = 0;
    for (const group of groups) {
      const sent = await db.transaction(async (tx) => {
        const conversation = await repo.findConversation(tx, group.conversation_id);
        if (!conversation) return false;
        const count = await repo.claimUnread(tx, group.conversation_id, group.sender_id, now);
        if (count === 0) return false;
        const recipientId = otherOf(conversation, group.sender_id);
        const sender = await repo.findUser(tx, group.sender_id);
        await events.publish(tx, {
          type: 'messages.unread',
          conversationId: conversation.id,
          recipientId,
          recipientType: recipientId === conversation.brandId ? 'brand' : 'creator',
          senderId: group.sender_id,
          senderName: sender?.name || 'Someone',
          count,
        });
        return true;
      });
      if (sent) reminders++;
    }
    return { reminders };
  }

  return { remindUnread };
}
