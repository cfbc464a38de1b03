import { MESSAGE_CONTENT_MAX, MESSAGING_MESSAGES, type TChatUser, type TConversation } from '@briefly/shared/messaging';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconCheck, IconSearch } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useAvailableUsers } from '../api/get-available-users';
import { useStartConversation } from '../api/start-conversation';
import { startChatErrorText } from '../lib/chat-errors';
import classes from './messaging.module.css';

/** Someone picked before the dialog opens (a "Message" button): no search needed. */
export interface PresetReceiver {
  id: string;
  name: string;
}

export interface NewChatDialogProps {
  opened: boolean;
  onClose: () => void;
  onStarted: (conversation: TConversation) => void;
  receiver?: PresetReceiver | null;
  /** The brief the chat starts from: sent with the first message, shown as the conversation's topic. */
  brief?: { id: string; title?: string | null } | null;
}

/** Start New Chat (docs/product/messaging.md#screen): pick a user, write a first message. */
export function NewChatDialog({ opened, onClose, onStarted, receiver = null, brief = null }: NewChatDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Start New Chat" size="lg" radius="lg">
      {/* Mounted only while open, so each opening starts empty. */}
      {opened ? <NewChatForm onStarted={onStarted} receiver={receiver} brief={brief} onCancel={onClose} /> : null}
    </Modal>
  );
}

function NewChatForm({
  onStarted,
  receiver,
  brief,
  onCancel,
}: {
  onStarted: NewChatDialogProps['onStarted'];
  receiver: PresetReceiver | null;
  brief: NewChatDialogProps['brief'];
  onCancel: () => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [selected, setSelected] = useState<PresetReceiver | null>(receiver);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartConversation();
  const users = useAvailableUsers(debounced, receiver === null);
  const listId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return setError(MESSAGING_MESSAGES.selectUser);
    if (!message.trim()) return setError(MESSAGING_MESSAGES.initialMessageRequired);
    setError(null);
    start.mutate(
      { receiverId: selected.id, initialMessage: message, ...(brief ? { briefId: brief.id } : {}) },
      {
        onSuccess: ({ conversation }) => onStarted(conversation),
        onError: (failure) => setError(startChatErrorText(failure)),
      },
    );
  };

  const found = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {receiver ? (
          <Group gap="sm" wrap="nowrap">
            <Avatar name={receiver.name} color="initials" radius="xl" />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                To
              </Text>
              <Text fw={600} truncate="end">
                {receiver.name}
              </Text>
            </div>
          </Group>
        ) : (
          <Stack gap={6}>
            <TextInput
              label="Find a person"
              placeholder="Search by name or email"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              rightSection={users.isFetching ? <Loader size={14} /> : null}
              aria-controls={listId}
              data-autofocus
            />
            <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
              {users.isPending ? (
                <Center py="md">
                  <Loader size="sm" aria-label="Loading people" />
                </Center>
              ) : users.isError ? (
                <Text size="sm" c="red" py="sm" role="alert">
                  {startChatErrorText(users.error).replace(/^Error: /, 'Could not load people: ')}
                </Text>
              ) : found.length === 0 ? (
                <Text size="sm" c="dimmed" py="sm">
                  {debounced ? `No one matches “${debounced}”.` : 'No one to message yet.'}
                </Text>
              ) : (
                <Stack
                  gap={4}
                  component="ul"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  id={listId}
                  aria-label="People you can message"
                >
                  {found.map((user) => (
                    <li key={user.id}>
                      <UserOption
                        user={user}
                        selected={selected?.id === user.id}
                        onSelect={() => setSelected({ id: user.id, name: user.fullName })}
                      />
                    </li>
                  ))}
                  {users.hasNextPage ? (
                    <li>
                      <Button
                        variant="subtle"
                        size="xs"
                        fullWidth
                        onClick={() => void users.fetchNextPage()}
                        loading={users.isFetchingNextPage}
                      >
                        Show more
                      </Button>
                    </li>
                  ) : null}
                </Stack>
              )}
            </ScrollArea.Autosize>
          </Stack>
        )}

        {brief?.title ? (
          <Text size="sm" c="dimmed">
            About the brief <b>{brief.title}</b>
          </Text>
        ) : null}

        <Textarea
          label="Message"
          placeholder={selected ? `Write to ${selected.name}…` : 'Write your first message…'}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MESSAGE_CONTENT_MAX}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          data-autofocus={receiver ? true : undefined}
        />

        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={start.isPending}>
            Start Chat
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function UserOption({ user, selected, onSelect }: { user: TChatUser; selected: boolean; onSelect: () => void }) {
  return (
    <UnstyledButton
      className={classes.userOption}
      data-selected={selected || undefined}
      onClick={onSelect}
      aria-pressed={selected}
      w="100%"
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar name={user.fullName} color="initials" radius="xl" size={36} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} truncate="end">
            {user.fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </div>
        <Badge size="sm" variant="light" color={user.type === 'brand' ? 'blue' : 'teal'}>
          {user.type === 'brand' ? 'Brand' : 'Creator'}
        </Badge>
        {selected ? <IconCheck size={18} aria-hidden="true" /> : null}
      </Group>
    </UnstyledButton>
  );
}
