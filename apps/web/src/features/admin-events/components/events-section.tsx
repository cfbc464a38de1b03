import { EVENT_STATUS_LABELS, EVENT_TYPE_LABELS } from '@briefly/shared/event-rules';
import type { TAdminEventRequest, TEvent } from '@briefly/shared/events';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  useAdminEvents,
  useCreateEvent,
  useDeleteEvent,
  useUpdateEvent,
} from '../api/admin-events';
import { EventForm } from './event-form';
import { ScrollX } from '@/components/scroll-x/scroll-x';

const STATUS_COLORS = { upcoming: 'blue', live: 'red', completed: 'gray', cancelled: 'orange' } as const;
const DESCRIPTION =
  'Webinars, workshops and meetups on the public events page. Deleting an event people registered for cancels it and tells them.';
const failureText = (error: unknown) => (error ? (isApiError(error) ? error.message : 'Failed to save') : null);

function startText(event: TEvent) {
  return `${event.date} ${event.time} (${event.timezone.replaceAll('_', ' ')})`;
}

/** People registered for an event still to come make deleting a cancellation (the server's rule). */
const willCancel = (event: TEvent) =>
  event.currentAttendees > 0 && (event.status === 'upcoming' || event.status === 'live');

/** What deleting will do, said before it is done. */
export function deleteConsequence(event: TEvent): string {
  if (willCancel(event))
    return `${event.currentAttendees} ${event.currentAttendees === 1 ? 'person is' : 'people are'} registered: the event will be cancelled (kept and shown as cancelled) and each of them told by email.`;
  return 'The event will be deleted with its registrations.';
}

/** The admin's Events section: every event, create, edit, and cancel or delete (docs/product/community.md#events-admin). */
export function EventsSection() {
  const [page, setPage] = useState(1);
  const query = useAdminEvents(page);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<TEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TEvent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const closeForm = () => {
    setEditing(null);
    create.reset();
    update.reset();
  };
  const save = (body: TAdminEventRequest) => {
    if (editing === 'new') create.mutate(body, { onSuccess: () => (closeForm(), setNotice('Created successfully!')) });
    else if (editing)
      update.mutate({ id: editing.id, body }, { onSuccess: () => (closeForm(), setNotice('Updated successfully!')) });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        setNotice(
          answer.outcome === 'cancelled'
            ? `Event cancelled; ${answer.notified} ${answer.notified === 1 ? 'person was' : 'people were'} told.`
            : 'Event deleted.',
        );
        setDeleting(null);
      },
    });
  };

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_EVENTS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {DESCRIPTION}
        </Text>
        <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setEditing('new')}>
          New event
        </Button>
      </Group>
      {notice ? (
        <Alert
          color="teal"
          icon={<IconCheck size={18} />}
          withCloseButton
          onClose={() => setNotice(null)}
          closeButtonLabel="Dismiss"
          role="status"
        >
          {notice}
        </Alert>
      ) : null}

      {query.isPending ? (
        <Card withBorder aria-busy="true" aria-label="Loading events">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={28} mt={index ? 'sm' : 0} />
          ))}
        </Card>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load events"
        />
      ) : data && data.events.length === 0 ? (
        <AreaEmptyState
          icon={<IconCalendarPlus size={28} />}
          title="No events yet"
          description="Create the first webinar, workshop or meetup."
        >
          <Button onClick={() => setEditing('new')}>New event</Button>
        </AreaEmptyState>
      ) : data ? (
        <Card withBorder p={0}>
          <ScrollX label="Events" minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Starts</Table.Th>
                  <Table.Th>Seats</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.events.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {event.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {EVENT_TYPE_LABELS[event.type]} · {event.host.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{startText(event)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {event.maxAttendees === null
                          ? `${event.currentAttendees} / no limit`
                          : `${event.currentAttendees} / ${event.maxAttendees}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{event.isFree ? 'Free' : `$${event.price.toFixed(2)}`}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[event.status]} variant="light">
                        {EVENT_STATUS_LABELS[event.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label="Edit">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit ${event.title}`}
                            onClick={() => setEditing(event)}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={willCancel(event) ? 'Cancel' : 'Delete'}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${event.title}`}
                            onClick={() => (remove.reset(), setDeleting(event))}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollX>
        </Card>
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      ) : null}

      <Modal
        opened={editing !== null}
        onClose={closeForm}
        title={editing === 'new' ? 'New event' : 'Edit event'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close event form' }}
      >
        {editing !== null ? (
          <EventForm
            key={editing === 'new' ? 'new' : editing.id}
            event={editing === 'new' ? null : editing}
            saving={create.isPending || update.isPending}
            failure={failureText(create.error ?? update.error)}
            onSubmit={save}
            onCancel={closeForm}
          />
        ) : null}
      </Modal>

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting && willCancel(deleting) ? 'Cancel event?' : 'Delete event?'}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {deleting ? (
          <Stack gap="md">
            <Text size="sm">
              <strong>{deleting.title}</strong>: {deleteConsequence(deleting)}
            </Text>
            {remove.error ? (
              <Alert color="red" role="alert">
                {failureText(remove.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Keep it
              </Button>
              <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
                {willCancel(deleting) ? 'Cancel event' : 'Delete event'}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
