import type { DomainEvent } from '../../../platform/outbox/domain-events.ts';
import { links } from '../notification-links.ts';
import type { NotificationDraft } from '../notifications.service.ts';
import { quoted } from './shared.ts';

// Messages and forums: unread messages (batched by the messaging module) and a reply to one's forum post.

type ConversationEvent = Extract<DomainEvent, { type: 'messages.unread' | 'forum.reply_created' }>;

/** The drafts for an unread message's or a forum reply's event. */
export async function conversationDrafts(event: ConversationEvent): Promise<NotificationDraft[]> {
  switch (event.type) {
    case 'messages.unread': {
      // The messaging module waited (10 minutes unread) and batched per conversation: email in the next run.
      const many = event.count > 1;
      return [
        {
          userId: event.recipientId,
          title: many ? `${event.count} unread messages` : 'Unread message',
          message: many
            ? `${event.senderName} sent you ${event.count} messages you have not read yet.`
            : `${event.senderName} sent you a message you have not read yet.`,
          type: 'info',
          category: 'message',
          priority: 'normal',
          link: links.conversation(event.recipientType, event.conversationId),
          emailDelayMs: 0,
        },
      ];
    }
    case 'forum.reply_created': {
      // Answering one's own post is not news.
      if (event.replyAuthorId === event.postAuthorId) return [];
      return [
        {
          userId: event.postAuthorId,
          title: 'New reply to your post',
          message: `${event.replyAuthorName} replied to ${quoted(event.postTitle)}.`,
          type: 'info',
          category: 'forum',
          priority: 'low',
          link: links.forumPost(event.postId),
        },
      ];
    }
  }
}
