import { Alert, Button, Group, Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle, IconLock, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/brief-display';
import { useBriefInvitations } from '../api/get-brief-invitations';
import { usePrivateBriefs } from '../api/get-private-briefs';
import { useInviteCreators } from '../api/invite-creators';

/** Who is invited: the directory knows no email, the invite dialog's list does. */
export interface InvitableCreator {
  id: string;
  name: string;
  email?: string;
}

const reason = (error: unknown) => (isApiError(error) && error.body ? error.message : 'Please try again.');

/** From the Creators tab: invite one creator to one of the brand's private briefs. */
export function InviteToBriefModal({ creator, onClose }: { creator: InvitableCreator | null; onClose: () => void }) {
  return (
    <Modal opened={creator !== null} onClose={onClose} title={<Text fw={700}>Invite to a private brief</Text>} centered>
      {creator ? <InviteToBriefContent key={creator.id} creator={creator} onClose={onClose} /> : null}
    </Modal>
  );
}

function InviteToBriefContent({ creator, onClose }: { creator: InvitableCreator; onClose: () => void }) {
  const briefs = usePrivateBriefs();
  const [pickedId, setPickedId] = useState<string | null>(null);
  // With a single private brief there is nothing to choose.
  const briefId = pickedId ?? (briefs.data?.length === 1 ? (briefs.data[0]?.id ?? null) : null);
  const invitations = useBriefInvitations(briefId);
  const invite = useInviteCreators();
  const brief = briefs.data?.find((entry) => entry.id === briefId) ?? null;
  const existing = invitations.data?.invitations.find((invitation) => invitation.creatorId === creator.id) ?? null;

  const send = () => {
    if (!brief) return;
    invite.mutate(
      { briefId: brief.id, creatorIds: [creator.id] },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: 'Creator invited',
            message: `${creator.name} was invited to “${brief.title}”.`,
          });
          onClose();
        },
      },
    );
  };

  if (briefs.isPending) return <Skeleton height={90} radius="md" />;
  if (briefs.isError)
    return (
      <QueryError
        error={briefs.error}
        onRetry={() => void briefs.refetch()}
        retrying={briefs.isFetching}
        title="Failed to fetch briefs"
      />
    );

  return (
    <Stack gap="md">
      <Text size="sm">
        Invite <b>{creator.name}</b>
        {creator.email ? ` (${creator.email})` : ''} to see and apply to one of your private briefs.
      </Text>
      {briefs.data.length === 0 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          You have no private briefs. Make a brief private from My Briefs (Edit → privacy), then invite creators to it.
        </Alert>
      ) : (
        <Select
          label="Private brief"
          placeholder="Choose a brief"
          data={briefs.data.map((entry) => ({ value: entry.id, label: entry.title }))}
          value={briefId}
          onChange={setPickedId}
          leftSection={<IconLock size={16} />}
          searchable
          nothingFoundMessage="No brief matches"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {briefId && invitations.isPending ? <Skeleton height={20} width="60%" radius="xl" /> : null}
      {invitations.isError ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title="Could not check this brief's invitations"
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm">{reason(invitations.error)}</Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => void invitations.refetch()}
              loading={invitations.isFetching}
            >
              Retry
            </Button>
          </Group>
        </Alert>
      ) : null}
      {invite.isError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="Failed to invite creator"
          icon={<IconAlertCircle size={18} />}
        >
          {reason(invite.error)}
        </Alert>
      ) : null}
      {existing ? (
        <Group gap="xs" c="green">
          <IconCircleCheck size={18} aria-hidden="true" />
          <Text size="sm">Already invited on {formatDate(existing.invitedAt)}.</Text>
        </Group>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        {briefs.data.length > 0 ? (
          <Button
            leftSection={<IconSend size={16} />}
            onClick={send}
            disabled={!brief || existing !== null || invitations.isPending || invitations.isError}
            loading={invite.isPending}
          >
            Invite
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
