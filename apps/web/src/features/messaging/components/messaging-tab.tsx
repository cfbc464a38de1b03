import type { TConversation } from '@briefly/shared/messaging';
import { Button, Center, Group, Paper, ScrollArea, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconMessages, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { useBriefBrand } from '../api/get-brief-brand';
import { useConversations } from '../api/get-conversations';
import { counterpartOf } from '../lib/chat-errors';
import { useNow } from '@/hooks/use-now';
import { ChatPane } from './chat-pane';
import { ConversationList } from './conversation-list';
import classes from './messaging.module.css';
import { NewChatDialog, type PresetReceiver } from './new-chat-dialog';

/** The address of the tab: the open conversation, and a "Message" button's request (docs: messaging deep links). */
export const MESSAGING_PARAMS = {
  conversation: 'conversation',
  with: 'with',
  name: 'name',
  brief: 'brief',
  briefTitle: 'briefTitle',
} as const;

interface StartRequest {
  receiver: PresetReceiver | null;
  brief: { id: string; title: string | null } | null;
}

/**
 * The Messages tab of both dashboards (docs/product/messaging.md#screen): conversations on the left, the open chat on
 * the right; on phones the list, then the chat with a back button. The open conversation lives in
 * `?conversation=`, so Back returns to the list. `?with=<userId>&name=&brief=&briefTitle=` (a
 * "Message" button) opens the conversation with that person, or starts one about the brief.
 */
export function MessagingTab({ meId }: { meId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const conversations = useConversations();
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false }) ?? false;
  const now = useNow();
  const [filter, setFilter] = useState('');
  const [manualStart, setManualStart] = useState<StartRequest | null>(null);
  /** A conversation just started, shown until the list's refresh includes it. */
  const [started, setStarted] = useState<TConversation | null>(null);

  const selectedId = searchParams.get(MESSAGING_PARAMS.conversation);
  const list = conversations.data?.conversations ?? [];
  const selected =
    list.find((conversation) => conversation.id === selectedId) ?? (started?.id === selectedId ? started : null);

  const openConversation = (id: string | null, replace = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of [
          MESSAGING_PARAMS.with,
          MESSAGING_PARAMS.name,
          MESSAGING_PARAMS.brief,
          MESSAGING_PARAMS.briefTitle,
        ])
          next.delete(key);
        if (id) next.set(MESSAGING_PARAMS.conversation, id);
        else next.delete(MESSAGING_PARAMS.conversation);
        return next;
      },
      { replace },
    );

  // A "Message" button: open the existing conversation with that person, or offer to start one.
  // A creator's button may name only the brief: its brand is looked up first.
  const withParam = searchParams.get(MESSAGING_PARAMS.with);
  const briefParam = searchParams.get(MESSAGING_PARAMS.brief);
  const briefBrand = useBriefBrand(!withParam && briefParam ? briefParam : null, meId);
  const withId = withParam ?? briefBrand.data?.brandId ?? null;
  const requested = withParam !== null || briefParam !== null;
  const listReady = conversations.isSuccess;
  const existing =
    withId && listReady ? list.find((conversation) => counterpartOf(conversation, meId).id === withId) : undefined;
  /** The request becomes the dialog when there is no conversation with that person yet. */
  const linked: StartRequest | null =
    requested && withId && listReady && !existing
      ? {
          receiver: {
            id: withId,
            name: searchParams.get(MESSAGING_PARAMS.name) || briefBrand.data?.brandName || 'this user',
          },
          brief: briefParam
            ? {
                id: briefParam,
                title: searchParams.get(MESSAGING_PARAMS.briefTitle) ?? briefBrand.data?.briefTitle ?? null,
              }
            : null,
        }
      : null;
  const existingId = existing?.id;
  const briefNotFound = requested && briefBrand.isError;
  useEffect(() => {
    // Already talking to them: open that conversation (the request's parameters go).
    if (existingId) openConversation(existingId, true);
    else if (briefNotFound) {
      notifications.show({
        color: 'red',
        title: 'Could not start the chat',
        message: 'This brief is no longer available, so its brand cannot be found.',
      });
      openConversation(selectedId, true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [existingId, briefNotFound]);
  const start = manualStart ?? linked;
  const closeStart = () => {
    setManualStart(null);
    if (requested) openConversation(selectedId, true);
  };

  const onStarted = (conversation: TConversation) => {
    setManualStart(null);
    setStarted(conversation);
    openConversation(conversation.id);
  };

  const query = filter.trim().toLowerCase();
  const shown = query
    ? list.filter((conversation) => {
        const other = counterpartOf(conversation, meId);
        return (
          other.name.toLowerCase().includes(query) || (conversation.briefTitle ?? '').toLowerCase().includes(query)
        );
      })
    : list;

  const showList = !isPhone || !selectedId;
  const showChat = !isPhone || Boolean(selectedId);

  const listPane = (
    <div className={classes.listPane}>
      <Stack gap="xs" p="sm">
        <TextInput
          placeholder="Search conversations"
          aria-label="Search conversations"
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          size="sm"
        />
      </Stack>
      <ScrollArea style={{ flex: 1 }} type="auto" px="xs" pb="xs">
        {conversations.isPending ? (
          <Stack gap="xs" p="xs" aria-label="Loading conversations" role="status" aria-busy="true">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height={60} radius="md" />
            ))}
          </Stack>
        ) : conversations.isError ? (
          <div style={{ padding: 8 }}>
            <QueryError
              error={conversations.error}
              onRetry={() => void conversations.refetch()}
              retrying={conversations.isFetching}
              title="Failed to load conversations"
            />
          </div>
        ) : shown.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {query ? `No conversations match “${filter.trim()}”.` : 'No conversations yet.'}
          </Text>
        ) : (
          <ConversationList
            conversations={shown}
            selectedId={selectedId}
            meId={meId}
            now={now}
            onSelect={(conversation) => openConversation(conversation.id)}
          />
        )}
      </ScrollArea>
    </div>
  );

  const chatPane = selected ? (
    <ChatPane
      key={selected.id}
      conversation={selected}
      meId={meId}
      now={now}
      onBack={isPhone ? () => openConversation(null) : undefined}
    />
  ) : selectedId && conversations.isPending ? (
    <Center className={classes.chatPane}>
      <Skeleton height={200} width="80%" radius="lg" />
    </Center>
  ) : (
    <Center className={classes.chatPane} p="lg">
      <Stack align="center" gap="xs" maw={320} ta="center">
        <IconMessages size={36} stroke={1.5} aria-hidden="true" />
        <Text fw={600}>{selectedId ? 'This conversation is not available' : 'Select a conversation'}</Text>
        <Text size="sm" c="dimmed">
          {selectedId
            ? 'It may have been removed, or it is not yours.'
            : 'Pick a conversation on the left, or start a new one.'}
        </Text>
        {selectedId && isPhone ? (
          <Button variant="light" onClick={() => openConversation(null)}>
            Back to conversations
          </Button>
        ) : null}
      </Stack>
    </Center>
  );

  const noConversations = conversations.isSuccess && list.length === 0 && !selected;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Messages
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setManualStart({ receiver: null, brief: null })}>
          New chat
        </Button>
      </Group>

      {noConversations ? (
        <AreaEmptyState
          icon={<IconMessages size={28} stroke={1.6} />}
          title="No conversations yet"
          description="Start a chat to talk about a brief, a submission or a reward. Messages arrive here as they are sent."
        >
          <Button leftSection={<IconPlus size={16} />} onClick={() => setManualStart({ receiver: null, brief: null })}>
            Start New Chat
          </Button>
        </AreaEmptyState>
      ) : (
        <Paper withBorder radius="lg" className={classes.frame} data-phone={isPhone || undefined}>
          {showList ? listPane : null}
          {showChat ? chatPane : null}
        </Paper>
      )}

      <NewChatDialog
        opened={start !== null}
        onClose={closeStart}
        onStarted={onStarted}
        receiver={start?.receiver}
        brief={start?.brief}
      />
    </Stack>
  );
}
