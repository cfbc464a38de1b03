import { EVENT_CATEGORY_LABELS, EVENT_STATUS_LABELS, EVENT_TYPE_LABELS } from '@briefly/shared/event-rules';
import type { TEvent } from '@briefly/shared/events';
import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconStarFilled, IconUsers } from '@tabler/icons-react';
import { EventTags } from './event-tags';
import { eventZoneStart, formatDuration, formatEventStart, formatPrice } from './event-time';

/** Seats as a card says them: left of the limit, Event Full, or unlimited. */
export function seatsText(event: Pick<TEvent, 'seatsLeft' | 'maxAttendees' | 'currentAttendees'>): string {
  if (event.seatsLeft === null) return `${event.currentAttendees} registered · no seat limit`;
  if (event.seatsLeft === 0) return `Event Full · ${event.currentAttendees} registered`;
  return `${event.seatsLeft} of ${event.maxAttendees} ${event.seatsLeft === 1 ? 'seat' : 'seats'} left`;
}

const STATUS_COLORS = { upcoming: 'blue', live: 'red', completed: 'gray', cancelled: 'orange' } as const;

/** An event in the list (docs/product/community.md#events): what, when (in your zone and the event's), seats, price. */
export function EventCard({ event, onOpen }: { event: TEvent; onOpen: () => void }) {
  const titleId = `event-${event.id}`;
  const zone = eventZoneStart(event.startsAt, event.timezone);
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="wrap">
            <Badge variant="light">{EVENT_TYPE_LABELS[event.type]}</Badge>
            <Badge variant="default">{EVENT_CATEGORY_LABELS[event.category]}</Badge>
          </Group>
          <Group gap={6} wrap="nowrap">
            {event.featured ? (
              <Badge color="yellow" variant="light" leftSection={<IconStarFilled size={10} />}>
                Featured
              </Badge>
            ) : null}
            {event.status !== 'upcoming' ? (
              <Badge variant="light" color={STATUS_COLORS[event.status]}>
                {EVENT_STATUS_LABELS[event.status]}
              </Badge>
            ) : null}
          </Group>
        </Group>

        <div>
          <Title order={2} fz="lg" id={titleId} lineClamp={2}>
            {event.title}
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            Hosted by {event.host.name}
          </Text>
        </div>

        <Text size="sm" lineClamp={3}>
          {event.description}
        </Text>

        <Stack gap={4}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCalendar size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            <div>
              <Text size="sm" fw={500}>
                {formatEventStart(event.startsAt)}
              </Text>
              {zone ? (
                <Text size="xs" c="dimmed">
                  {zone} ({event.timezone.replaceAll('_', ' ')})
                </Text>
              ) : null}
            </div>
          </Group>
          <Group gap={6}>
            <IconClock size={16} aria-hidden />
            <Text size="sm">{formatDuration(event.duration)}</Text>
          </Group>
          <Group gap={6}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm" data-testid="event-seats">
              {seatsText(event)}
            </Text>
          </Group>
        </Stack>

        <EventTags tags={event.tags} />

        <Box flex={1} />

        <Group justify="space-between" align="center" wrap="nowrap">
          <Text fw={700} fz="lg">
            {formatPrice(event.price, event.isFree)}
          </Text>
          {event.isRegistered && event.status !== 'cancelled' ? (
            <Badge color="teal" variant="light">
              Registered
            </Badge>
          ) : null}
        </Group>
        <Button variant="light" onClick={onOpen} aria-label={`View details of ${event.title}`}>
          View Details
        </Button>
      </Stack>
    </Card>
  );
}
