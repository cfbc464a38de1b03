import {
  EVENT_CATEGORY_LABELS,
  EVENT_MESSAGES,
  EVENT_STATUS_LABELS,
  EVENT_TYPE_LABELS,
  registrationState,
} from '@briefly/shared/event-rules';
import type { TEvent } from '@briefly/shared/events';
import type { UserType } from '@briefly/shared/options';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  useModalsStack,
} from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { eventCalendarHref, useEvent } from '../api/get-event';
import { useEventRegistration } from '../api/register-for-event';
import { seatsText } from './event-card';
import { EventTags } from './event-tags';
import { eventZoneStart, formatDuration, formatEventStart, formatPrice } from './event-time';
import { RegisterButton } from './register-button';
import { ScrollX } from '@/components/scroll-x/scroll-x';

interface EventDetailModalProps {
  /** The event to show; null closes the modal. */
  eventId: string | null;
  /** The event as the list has it (shown at once); otherwise it is fetched. */
  listed: TEvent | undefined;
  viewerType: UserType | null;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const errorText = (error: unknown) => (isApiError(error) ? error.message : 'An error occurred. Please try again.');

/**
 * An event's detail (spec §2): about, details, host, learning outcomes, agenda, requirements, the
 * registration button with its Confirm Registration dialog, cancelling, the calendar file and the
 * recording once it has ended.
 */
export function EventDetailModal({ eventId, listed, viewerType, onClose }: EventDetailModalProps) {
  const stack = useModalsStack(['detail', 'confirm']);
  const fetched = useEvent(eventId && !listed ? eventId : null);
  const event = listed ?? fetched.data?.event;
  const { register, cancel } = useEventRegistration();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const { open: openStack, closeAll } = stack;

  // The detail follows `eventId` (the address); a new event starts without an old outcome.
  const [shownId, setShownId] = useState<string | null>(null);
  if (shownId !== eventId) {
    setShownId(eventId);
    setOutcome(null);
  }
  useEffect(() => {
    if (eventId) openStack('detail');
    else closeAll();
  }, [eventId, openStack, closeAll]);

  const confirm = () => {
    if (!event) return;
    register.mutate(event.id, {
      onSuccess: (answer) => setOutcome({ kind: 'success', text: answer.message ?? EVENT_MESSAGES.registered }),
      onError: (error) => setOutcome({ kind: 'error', text: errorText(error) }),
      onSettled: () => stack.close('confirm'),
    });
  };
  const cancelRegistration = () => {
    if (!event) return;
    cancel.mutate(event.id, {
      onSuccess: (answer) =>
        setOutcome({ kind: 'success', text: answer.message ?? EVENT_MESSAGES.registrationCancelled }),
      onError: (error) => setOutcome({ kind: 'error', text: errorText(error) }),
    });
  };

  const state = event ? registrationState(event) : null;
  const zone = event ? eventZoneStart(event.startsAt, event.timezone) : null;

  return (
    <Modal.Stack>
      <Modal
        {...stack.register('detail')}
        onClose={onClose}
        size="lg"
        title={event ? event.title : 'Event'}
        closeButtonProps={{ 'aria-label': 'Close event details' }}
        fullScreen={false}
      >
        {!event ? (
          fetched.isError ? (
            <QueryError
              error={fetched.error}
              onRetry={() => void fetched.refetch()}
              retrying={fetched.isFetching}
              title={EVENT_MESSAGES.loadFailed}
            />
          ) : (
            <Group justify="center" py="xl">
              <Loader aria-label="Loading the event" />
            </Group>
          )
        ) : (
          <Stack gap="lg">
            <Group gap={6}>
              <Badge variant="light">{EVENT_TYPE_LABELS[event.type]}</Badge>
              <Badge variant="default">{EVENT_CATEGORY_LABELS[event.category]}</Badge>
              <Badge
                variant="light"
                color={
                  event.status === 'live'
                    ? 'red'
                    : event.status === 'cancelled'
                      ? 'orange'
                      : event.status === 'completed'
                        ? 'gray'
                        : 'blue'
                }
              >
                {EVENT_STATUS_LABELS[event.status]}
              </Badge>
            </Group>

            {outcome ? (
              <Alert
                color={outcome.kind === 'success' ? 'teal' : 'red'}
                icon={outcome.kind === 'success' ? <IconCheck size={18} /> : <IconX size={18} />}
                role="status"
                withCloseButton
                onClose={() => setOutcome(null)}
                closeButtonLabel="Dismiss"
              >
                {outcome.text}
              </Alert>
            ) : null}

            <Section title="About">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {event.description}
              </Text>
              <EventTags tags={event.tags} />
            </Section>

            <Section title="Details">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <div>
                  <Text size="xs" c="dimmed">
                    When
                  </Text>
                  <Text size="sm" fw={500}>
                    {formatEventStart(event.startsAt)}
                  </Text>
                  {zone ? (
                    <Text size="xs" c="dimmed">
                      {zone} in {event.timezone.replaceAll('_', ' ')}
                    </Text>
                  ) : null}
                </div>
                <div>
                  <Text size="xs" c="dimmed">
                    Duration
                  </Text>
                  <Text size="sm" fw={500}>
                    {formatDuration(event.duration)}
                  </Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">
                    Seats
                  </Text>
                  <Text size="sm" fw={500}>
                    {seatsText(event)}
                  </Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">
                    Price
                  </Text>
                  <Text size="sm" fw={500}>
                    {formatPrice(event.price, event.isFree)}
                  </Text>
                </div>
              </SimpleGrid>
            </Section>

            <Section title="Host">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Avatar src={event.host.avatar} alt="" radius="xl" color="blue">
                  {event.host.name.slice(0, 1)}
                </Avatar>
                <div>
                  <Text size="sm" fw={600}>
                    {event.host.name}
                  </Text>
                  {event.host.bio ? (
                    <Text size="sm" c="dimmed">
                      {event.host.bio}
                    </Text>
                  ) : null}
                </div>
              </Group>
            </Section>

            {event.learningOutcomes.length > 0 ? (
              <Section title="What you will learn">
                <List size="sm" spacing={4}>
                  {event.learningOutcomes.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </Section>
            ) : null}

            {event.agenda.length > 0 ? (
              <Section title="Agenda">
                <ScrollX label="Agenda" minWidth={320}>
                  <Table verticalSpacing={6} fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Time</Table.Th>
                        <Table.Th>Topic</Table.Th>
                        <Table.Th>Speaker</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {event.agenda.map((item, index) => (
                        <Table.Tr key={`${item.time}-${index}`}>
                          <Table.Td>{item.time}</Table.Td>
                          <Table.Td>{item.topic}</Table.Td>
                          <Table.Td>{item.speaker ?? '—'}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollX>
              </Section>
            ) : null}

            {event.requirements.length > 0 ? (
              <Section title="Requirements">
                <List size="sm" spacing={4}>
                  {event.requirements.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </Section>
            ) : null}

            {state === 'paid' ? (
              <Alert color="blue" variant="light" title="Paid event">
                {EVENT_MESSAGES.paid}
              </Alert>
            ) : null}

            <Stack gap="xs">
              <RegisterButton
                event={event}
                viewerType={viewerType}
                onRegister={() => stack.open('confirm')}
                fullWidth
                size="md"
              />
              <Group grow gap="xs">
                {event.status === 'upcoming' || event.status === 'live' ? (
                  <Button
                    component="a"
                    href={eventCalendarHref(event.id)}
                    download
                    variant="default"
                    leftSection={<IconCalendarPlus size={16} />}
                  >
                    Add to calendar
                  </Button>
                ) : null}
                {event.status === 'completed' && event.recordingUrl ? (
                  <Button
                    component="a"
                    href={event.recordingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    leftSection={<IconPlayerPlay size={16} />}
                  >
                    Watch Recording
                  </Button>
                ) : null}
              </Group>
              {state === 'registered' && event.status === 'upcoming' ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  c="red"
                  onClick={cancelRegistration}
                  disabled={cancel.isPending}
                  ta="center"
                >
                  {cancel.isPending ? 'Cancelling…' : 'Cancel my registration'}
                </Anchor>
              ) : null}
            </Stack>
          </Stack>
        )}
      </Modal>

      <Modal
        {...stack.register('confirm')}
        title="Confirm Registration"
        centered
        closeButtonProps={{ 'aria-label': 'Close confirmation' }}
      >
        {event ? (
          <Stack gap="md">
            <Text size="sm">
              Register for <strong>{event.title}</strong> on {formatEventStart(event.startsAt)}?
            </Text>
            <Text size="sm" c="dimmed">
              You will get a confirmation by email with a calendar invitation, and a reminder the day before.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => stack.close('confirm')}>
                Not now
              </Button>
              <Button onClick={confirm} loading={register.isPending}>
                Confirm Registration
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Modal.Stack>
  );
}
