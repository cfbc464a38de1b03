import type { TConversation } from '@briefly/shared/messaging';
import { unreadBadge } from '@briefly/shared/time';
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { PersonAvatar } from '@/components/person-avatar';
import { counterpartOf } from '../lib/chat-errors';
import { messageTime } from '../lib/message-time';
import classes from './messaging.module.css';

interface ConversationListProps {
  conversations: readonly TConversation[];
  selectedId: string | null;
  meId: string;
  now: Date;
  onSelect: (conversation: TConversation) => void;
}

/** The conversations, newest activity first: who, the brief, the last message, its time and the unread count. */
export function ConversationList({ conversations, selectedId, meId, now, onSelect }: ConversationListProps) {
  return (
    <ul aria-label="Conversations" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationItem
            conversation={conversation}
            active={conversation.id === selectedId}
            meId={meId}
            now={now}
            onSelect={() => onSelect(conversation)}
          />
        </li>
      ))}
    </ul>
  );
}

function ConversationItem({
  conversation,
  active,
  meId,
  now,
  onSelect,
}: {
  conversation: TConversation;
  active: boolean;
  meId: string;
  now: Date;
  onSelect: () => void;
}) {
  const other = counterpartOf(conversation, meId);
  const last = conversation.lastMessage;
  const unread = conversation.unreadCount;
  const fromMe = last?.senderId === meId;
  return (
    <UnstyledButton
      className={classes.conversation}
      data-active={active || undefined}
      aria-current={active ? 'true' : undefined}
      onClick={onSelect}
      aria-label={`${other.name}${unread > 0 ? `, ${unread} unread` : ''}`}
      data-testid="conversation-item"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {/* The name is beside it: the picture adds nothing for a screen reader. */}
        <PersonAvatar name={other.name} photo={other.photo} size={38} alt="" />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" fw={unread > 0 ? 800 : 600} truncate="end">
              {other.name}
            </Text>
            <Text
              size="xs"
              c="dimmed"
              style={{ flexShrink: 0 }}
              component="time"
              dateTime={conversation.lastActivityAt}
            >
              {messageTime(new Date(conversation.lastActivityAt), now)}
            </Text>
          </Group>
          {conversation.briefTitle ? (
            <Text size="xs" c="dimmed" truncate="end">
              {conversation.briefTitle}
            </Text>
          ) : null}
          <Group gap={6} wrap="nowrap" justify="space-between" mt={2}>
            <Text
              size="sm"
              c={unread > 0 ? undefined : 'dimmed'}
              fw={unread > 0 ? 600 : 400}
              truncate="end"
              style={{ minWidth: 0 }}
            >
              {last ? (
                <>
                  {fromMe ? 'You: ' : ''}
                  {last.type === 'file' ? (
                    <>
                      <IconPaperclip size={12} aria-label="File" style={{ verticalAlign: 'middle' }} />{' '}
                      {last.fileName ?? 'Attachment'}
                    </>
                  ) : (
                    last.content
                  )}
                </>
              ) : (
                'No messages yet'
              )}
            </Text>
            {unread > 0 ? (
              <Badge
                size="sm"
                circle={unread < 10}
                color="red"
                variant="filled"
                style={{ flexShrink: 0 }}
                aria-hidden="true"
              >
                {unreadBadge(unread)}
              </Badge>
            ) : null}
          </Group>
        </div>
      </Group>
    </UnstyledButton>
  );
}
