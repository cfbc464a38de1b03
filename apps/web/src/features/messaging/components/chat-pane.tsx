import { MESSAGING_MESSAGES, type TConversation } from '@briefly/shared/messaging';
import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, Menu, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconBan,
  IconDotsVertical,
  IconFlag,
  IconLockOpen,
  IconMessageCircle,
} from '@tabler/icons-react';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PersonAvatar } from '@/components/person-avatar';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { useSetBlocked } from '../api/block-conversation';
import { flattenPages, useMessages } from '../api/get-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { ViewProfileLink } from '@/components/view-profile-link';
import { counterpartOf } from '../lib/chat-errors';
import { withDaySeparators } from '../lib/message-time';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import classes from './messaging.module.css';
import { ReportDialog } from './report-dialog';

/** Within this many pixels of the top, the earlier messages load. */
const LOAD_EARLIER_AT = 80;
/** Within this many pixels of the bottom, a new message keeps the view pinned to the end. */
const PINNED_WITHIN = 120;

interface ChatPaneProps {
  conversation: TConversation;
  meId: string;
  now: Date;
  /** Phones show the list or the chat: this goes back to the list. */
  onBack?: () => void;
}

/** One conversation: header with its menu, the thread (newest at the bottom, earlier ones on scroll up), the composer. */
export function ChatPane({ conversation, meId, now, onBack }: ChatPaneProps) {
  const other = counterpartOf(conversation, meId);
  const query = useMessages(conversation.id);
  const markRead = useMarkConversationRead();
  const setBlocked = useSetBlocked();
  const [reporting, setReporting] = useState(false);
  const thread = useRef<HTMLDivElement>(null);
  /** Where the view was before earlier messages were added above, to keep the reader's place. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const pinned = useRef(true);

  const messages = flattenPages(query.data?.pages);
  const rows = withDaySeparators(messages, now);
  const newest = messages.at(-1);

  // Keep the place when earlier messages were added; otherwise follow the end while the reader is there.
  useLayoutEffect(() => {
    const element = thread.current;
    if (!element) return;
    if (anchor.current) {
      element.scrollTop = element.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (pinned.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages.length, newest?.id]);

  // Pictures and players grow the thread after they load: stay at the end while the reader is there.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = thread.current;
    const inner = content.current;
    if (!element || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current && !anchor.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [query.isSuccess]);

  // Reading the thread marks it read: on opening and whenever the other side writes while it is open.
  const lastMarked = useRef<string | null>(null);
  const markReadNow = markRead.mutate;
  useEffect(() => {
    if (!newest) return;
    const theirsUnread = conversation.unreadCount > 0 || (newest.senderId !== meId && !newest.readAt);
    if (!theirsUnread || lastMarked.current === newest.id) return;
    lastMarked.current = newest.id;
    markReadNow(conversation.id);
  }, [conversation.id, conversation.unreadCount, newest, meId, markReadNow]);

  const onScroll = () => {
    const element = thread.current;
    if (!element) return;
    pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < PINNED_WITHIN;
    if (element.scrollTop < LOAD_EARLIER_AT && query.hasNextPage && !query.isFetchingNextPage) {
      anchor.current = { height: element.scrollHeight, top: element.scrollTop };
      void query.fetchNextPage();
    }
  };

  const toggleBlock = () =>
    setBlocked.mutate(
      { conversationId: conversation.id, blocked: !conversation.blockedByMe },
      {
        onSuccess: (response) =>
          notifications.show({
            color: response.blockedByMe ? 'gray' : 'green',
            message: response.blockedByMe ? `${other.name} is blocked.` : `${other.name} is unblocked.`,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Could not change the block',
            message: isApiError(error) ? error.message : 'Please try again.',
          }),
      },
    );

  const blocked = conversation.blockedByMe || conversation.blockedByOther;

  return (
    <section className={classes.chatPane} aria-label={`Conversation with ${other.name}`}>
      <Group className={classes.chatHeader} px="md" py="sm" gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {onBack ? (
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={onBack} aria-label="Back to conversations">
              <IconArrowLeft size={20} />
            </ActionIcon>
          ) : null}
          {/* The name is beside it: the picture adds nothing for a screen reader. */}
          <PersonAvatar name={other.name} photo={other.photo} size={38} alt="" />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate="end" component="h2" size="md" m={0}>
              {other.name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {other.type === 'brand' ? 'Brand' : 'Creator'}
              {conversation.briefTitle ? ` · ${conversation.briefTitle}` : ''}
            </Text>
          </div>
          {other.type === 'creator' && other.userName ? (
            <ViewProfileLink userName={other.userName} name={other.name} />
          ) : null}
          {conversation.blockedByMe ? (
            <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0 }}>
              Blocked
            </Badge>
          ) : null}
        </Group>
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Conversation options">
              <IconDotsVertical size={20} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconFlag size={16} />} color="red" onClick={() => setReporting(true)}>
              Report conversation
            </Menu.Item>
            <Menu.Item
              leftSection={conversation.blockedByMe ? <IconLockOpen size={16} /> : <IconBan size={16} />}
              onClick={toggleBlock}
              disabled={setBlocked.isPending}
            >
              {conversation.blockedByMe ? `Unblock ${other.name}` : `Block ${other.name}`}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>

      <div
        ref={thread}
        className={classes.thread}
        onScroll={onScroll}
        role="log"
        aria-label="Messages"
        aria-live="polite"
        aria-busy={query.isPending}
      >
        {query.isPending ? (
          <Stack gap="sm" aria-label="Loading messages">
            {[0, 1, 2].map((index) => (
              <Skeleton
                key={index}
                height={44}
                width={`${50 + index * 12}%`}
                radius="lg"
                ml={index === 1 ? 'auto' : undefined}
              />
            ))}
          </Stack>
        ) : query.isError ? (
          <QueryError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            title="Failed to load messages"
          />
        ) : (
          <div ref={content} style={{ minHeight: '100%', display: 'flex', flexDirection: 'column' }}>
            {query.isFetchingNextPage ? (
              <Center py="xs">
                <Loader size="sm" aria-label="Loading earlier messages" />
              </Center>
            ) : query.hasNextPage ? (
              <Center py="xs">
                <Button variant="subtle" size="compact-xs" onClick={() => void query.fetchNextPage()}>
                  Load earlier messages
                </Button>
              </Center>
            ) : messages.length > 0 ? (
              <Text size="xs" c="dimmed" ta="center" py="xs">
                Start of your conversation with {other.name}
              </Text>
            ) : null}
            {/* A short thread sits at the bottom, next to the message box. */}
            <div style={{ flex: 1 }} />
            {messages.length === 0 ? (
              <Center style={{ flex: 1 }}>
                <Stack align="center" gap={6}>
                  <IconMessageCircle size={32} stroke={1.5} aria-hidden="true" />
                  <Text size="sm" c="dimmed">
                    No messages yet. Say hello!
                  </Text>
                </Stack>
              </Center>
            ) : (
              rows.map((row) =>
                row.kind === 'day' ? (
                  <div key={row.key} className={classes.daySeparator} role="separator">
                    <Text size="xs" c="dimmed" fw={600}>
                      {row.label}
                    </Text>
                  </div>
                ) : (
                  <Fragment key={row.key}>
                    <MessageBubble message={row.message} mine={row.message.senderId === meId} now={now} />
                  </Fragment>
                ),
              )
            )}
          </div>
        )}
      </div>

      {blocked ? (
        <Alert color="gray" variant="light" radius={0} icon={<IconBan size={16} />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {conversation.blockedByMe ? MESSAGING_MESSAGES.blockedByYou : MESSAGING_MESSAGES.blockedByThem}
            </Text>
            {conversation.blockedByMe ? (
              <Button size="xs" variant="default" onClick={toggleBlock} loading={setBlocked.isPending}>
                Unblock
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : (
        <MessageComposer key={conversation.id} conversationId={conversation.id} recipientName={other.name} />
      )}

      <ReportDialog
        opened={reporting}
        onClose={() => setReporting(false)}
        conversationId={conversation.id}
        otherName={other.name}
        alreadyBlocked={conversation.blockedByMe}
      />
    </section>
  );
}
