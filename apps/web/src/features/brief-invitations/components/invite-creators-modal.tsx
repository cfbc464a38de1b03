import type { TCreatorListItem } from '@briefly/shared/briefs';
import type { TBriefInvitation } from '@briefly/shared/submissions';
import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconInfoCircle,
  IconLock,
  IconSearch,
  IconSend,
  IconUserMinus,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/brief-display';
import { useBriefInvitations } from '../api/get-brief-invitations';
import { useInvitableCreators } from '../api/get-invitable-creators';
import { useInviteCreators } from '../api/invite-creators';
import { useRemoveInvitation } from '../api/remove-invitation';

export interface InvitationBrief {
  id: string;
  title: string;
  isPrivate: boolean;
}

/** The most creator ids one POST /api/briefs/:id/invitations accepts (ZInviteCreatorsRequest). */
const MAX_INVITES_PER_REQUEST = 50;

const reason = (error: unknown) => (isApiError(error) && error.body ? error.message : 'Please try again.');

/**
 * "Invite creators" for a private brief (docs/product/briefs.md#private-briefs: only invited creators can see a private
 * brief; brands invite them from the Creators tab and the brief's card). Shows who is invited, with
 * Remove, and a searchable list of the other active creators to invite.
 */
export function InviteCreatorsModal({ brief, onClose }: { brief: InvitationBrief | null; onClose: () => void }) {
  return (
    <Modal opened={brief !== null} onClose={onClose} title={<Text fw={700}>Invite creators</Text>} size="lg" centered>
      {brief ? <InviteCreatorsContent key={brief.id} brief={brief} onClose={onClose} /> : null}
    </Modal>
  );
}

function InviteCreatorsContent({ brief, onClose }: { brief: InvitationBrief; onClose: () => void }) {
  const invitations = useBriefInvitations(brief.id);
  const [search, setSearch] = useState('');
  // The server searches every creator; a short pause keeps it from asking on each keystroke.
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const creators = useInvitableCreators(debouncedSearch);
  const invite = useInviteCreators();
  const remove = useRemoveInvitation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [removingId, setRemovingId] = useState<string | null>(null);

  const invited = invitations.data?.invitations ?? [];
  const invitedIds = new Set(invited.map((invitation) => invitation.creatorId));
  const allCreators = creators.data?.pages.flatMap((page) => page.creators) ?? [];
  const total = creators.data?.pages[0]?.total ?? 0;
  const candidates = allCreators.filter((creator) => !invitedIds.has(creator.id));
  const searching = debouncedSearch !== '';

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const sendInvitations = () => {
    const creatorIds = [...selected].filter((id) => !invitedIds.has(id));
    if (creatorIds.length === 0) return;
    invite.mutate(
      { briefId: brief.id, creatorIds },
      {
        onSuccess: () => {
          setSelected(new Set());
          notifications.show({
            color: 'green',
            title: 'Creators invited',
            message: `${creatorIds.length} ${creatorIds.length === 1 ? 'creator was' : 'creators were'} invited to “${brief.title}”.`,
          });
        },
      },
    );
  };

  const withdraw = (invitation: TBriefInvitation) => {
    setRemovingId(invitation.creatorId);
    remove.mutate(
      { briefId: brief.id, creatorId: invitation.creatorId },
      {
        onSuccess: () =>
          notifications.show({
            color: 'gray',
            title: 'Invitation removed',
            message: `${invitation.fullName} can no longer see “${brief.title}”.`,
          }),
        onError: (error) =>
          notifications.show({ color: 'red', title: 'Failed to remove invitation', message: reason(error) }),
        onSettled: () => setRemovingId(null),
      },
    );
  };

  const selectedCount = [...selected].filter((id) => !invitedIds.has(id)).length;
  const atLimit = selectedCount >= MAX_INVITES_PER_REQUEST;

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
        <Group gap="xs" wrap="nowrap">
          <IconLock size={16} aria-hidden="true" />
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {brief.title}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          Only the creators you invite can see and apply to this private brief. They are notified when invited.
        </Text>
      </Paper>
      {!brief.isPrivate ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          This brief is public: every creator can already see it. Invitations matter once it is private.
        </Alert>
      ) : null}

      <section aria-labelledby="invited-heading">
        <Text fw={600} size="sm" id="invited-heading" mb={6}>
          Invited {invitations.data ? `(${invited.length})` : ''}
        </Text>
        {invitations.isPending ? (
          <Skeleton height={48} radius="md" />
        ) : invitations.isError ? (
          <QueryError
            error={invitations.error}
            onRetry={() => void invitations.refetch()}
            retrying={invitations.isFetching}
            title="Failed to load invitations"
          />
        ) : invited.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nobody is invited yet.
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {invited.map((invitation) => (
              <Group key={invitation.creatorId} component="li" gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Avatar name={invitation.fullName} color="initials" radius="xl" size={32} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate="end">
                      {invitation.fullName}{' '}
                      {invitation.userName ? (
                        <Text span c="dimmed" size="sm">
                          @{invitation.userName}
                        </Text>
                      ) : null}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {invitation.email} · invited {formatDate(invitation.invitedAt)}
                    </Text>
                  </div>
                </Group>
                <Tooltip label={`Remove ${invitation.fullName}`} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => withdraw(invitation)}
                    loading={removingId === invitation.creatorId}
                    disabled={removingId !== null && removingId !== invitation.creatorId}
                    aria-label={`Remove ${invitation.fullName}`}
                  >
                    <IconUserMinus size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        )}
      </section>

      <section aria-labelledby="invite-more-heading">
        <Group justify="space-between" mb={6}>
          <Text fw={600} size="sm" id="invite-more-heading">
            Add creators
          </Text>
          {creators.data ? (
            <Text size="xs" c="dimmed">
              {searching
                ? `${total} ${total === 1 ? 'match' : 'matches'}`
                : `${total} ${total === 1 ? 'creator' : 'creators'} on Briefly`}
            </Text>
          ) : null}
        </Group>
        <TextInput
          aria-label="Search creators"
          placeholder="Search by name or email"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          rightSection={
            search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} /> : null
          }
          size="sm"
          mb="xs"
        />
        {creators.isPending ? (
          <Stack gap={6}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={40} radius="md" />
            ))}
          </Stack>
        ) : creators.isError ? (
          <QueryError
            error={creators.error}
            onRetry={() => void creators.refetch()}
            retrying={creators.isFetching}
            title="Failed to load creators"
          />
        ) : (
          <ScrollArea.Autosize mah={260} type="auto">
            {candidates.length === 0 ? (
              <Group gap="xs" py="sm">
                <IconUsers size={16} aria-hidden="true" />
                <Text size="sm" c="dimmed">
                  {emptyListText({ searching, loaded: allCreators.length, more: creators.hasNextPage })}
                </Text>
              </Group>
            ) : (
              <Stack gap={4} role="group" aria-label="Creators to invite">
                {candidates.map((creator) => (
                  <CreatorOption
                    key={creator.id}
                    creator={creator}
                    checked={selected.has(creator.id)}
                    disabled={atLimit && !selected.has(creator.id)}
                    onToggle={() => toggle(creator.id)}
                  />
                ))}
              </Stack>
            )}
            {atLimit ? (
              <Text size="xs" c="dimmed" mt="xs">
                You can invite up to {MAX_INVITES_PER_REQUEST} creators at a time.
              </Text>
            ) : null}
            {creators.hasNextPage ? (
              <Button
                variant="subtle"
                size="xs"
                mt="xs"
                onClick={() => void creators.fetchNextPage()}
                loading={creators.isFetchingNextPage}
              >
                Load more creators
              </Button>
            ) : null}
          </ScrollArea.Autosize>
        )}
      </section>

      {invite.isError ? (
        // Inside the modal, next to the selection it is about (toasts are for what happened elsewhere).
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="Failed to invite creators"
          icon={<IconAlertCircle size={18} />}
        >
          {reason(invite.error)}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        {selectedCount > 0 ? (
          <Badge variant="light" size="lg">
            {selectedCount} selected
          </Badge>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
          <Button
            leftSection={<IconSend size={16} />}
            onClick={sendInvitations}
            disabled={selectedCount === 0}
            loading={invite.isPending}
          >
            {selectedCount > 1 ? `Invite ${selectedCount} creators` : 'Invite'}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function emptyListText({ searching, loaded, more }: { searching: boolean; loaded: number; more: boolean }): string {
  if (loaded === 0) return searching ? 'No creators match your search.' : 'No creators have joined Briefly yet.';
  if (more) return 'Everyone listed so far is already invited.';
  return searching ? 'Every matching creator is already invited.' : 'Every creator is already invited.';
}

function CreatorOption({
  creator,
  checked,
  disabled,
  onToggle,
}: {
  creator: TCreatorListItem;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <Checkbox.Card
      checked={checked}
      onChange={onToggle}
      disabled={disabled}
      radius="md"
      p="xs"
      withBorder
      aria-label={`${creator.name} (${creator.email})`}
    >
      <Group gap="sm" wrap="nowrap">
        <Checkbox.Indicator disabled={disabled} />
        <Avatar name={creator.name} color="initials" radius="xl" size={28} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end">
            {creator.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {creator.email}
          </Text>
        </div>
      </Group>
    </Checkbox.Card>
  );
}
