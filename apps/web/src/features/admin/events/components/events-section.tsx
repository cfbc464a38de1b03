import { EVENT_STATUS_LABELS, EVENT_TYPE_LABELS } from '@briefly/shared/event-rules';
import type { TAdminEventRequest, TEvent } from '@briefly/shared/events';
import { Badge, Button, Card, Modal, Stack, Table, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ContentLoading,
  ContentNotice,
  ContentPagination,
  ContentSectionHeader,
  DeleteDialog,
  RowActions,
  saveFailureText,
} from '@/features/admin/list/content-section';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
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

  return (
    <Stack gap="md">
      <ContentSectionHeader description={DESCRIPTION}>
        <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setEditing('new')}>
          New event
        </Button>
      </ContentSectionHeader>
      <ContentNotice notice={notice} onClose={() => setNotice(null)} />

      {query.isPending ? (
        <ContentLoading label="Loading events" rows={5} />
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
                      <RowActions
                        title={event.title}
                        onEdit={() => setEditing(event)}
                        onDelete={() => (remove.reset(), setDeleting(event))}
                        deleteTip={willCancel(event) ? 'Cancel' : 'Delete'}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollX>
        </Card>
      ) : null}
      {data ? (
        <ContentPagination total={data.total} pageSize={ADMIN_EVENTS_PAGE_SIZE} page={page} onChange={setPage} />
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
            failure={saveFailureText(create.error ?? update.error)}
            onSubmit={save}
            onCancel={closeForm}
          />
        ) : null}
      </Modal>

      <DeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting && willCancel(deleting) ? 'Cancel event?' : 'Delete event?'}
        error={remove.error}
        confirmLabel={deleting && willCancel(deleting) ? 'Cancel event' : 'Delete event'}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      >
        {deleting ? (
          <>
            <strong>{deleting.title}</strong>: {deleteConsequence(deleting)}
          </>
        ) : null}
      </DeleteDialog>
    </Stack>
  );
}
