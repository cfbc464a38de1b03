import { STORY_STATUS_LABELS } from '@briefly/shared/story-rules';
import type { TConsentRequest } from '@briefly/shared/stories';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { useConsentRequests, useDecideConsent } from '../api/story-consent';

const DECISION_LABELS = { pending: 'Waiting for you', granted: 'You agreed', declined: 'You declined' } as const;
const DECISION_COLORS = { pending: 'yellow', granted: 'teal', declined: 'red' } as const;

function RequestRow({
  request,
  highlighted,
  onRead,
}: {
  request: TConsentRequest;
  highlighted: boolean;
  onRead: () => void;
}) {
  const decide = useDecideConsent();
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const other = request.role === 'brand' ? request.story.creator.name : request.story.brand.name;
  const choose = (decision: 'granted' | 'declined') =>
    decide.mutate(
      { id: request.story.id, decision },
      {
        onSuccess: (answer) => setFeedback({ ok: true, text: answer.message }),
        onError: (error) =>
          setFeedback({ ok: false, text: isApiError(error) ? error.message : 'An error occurred. Please try again.' }),
      },
    );
  return (
    <Card
      withBorder
      padding="md"
      data-highlighted={highlighted || undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-blue-filled)' } : undefined}
      aria-labelledby={`consent-${request.story.id}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Text fw={600} id={`consent-${request.story.id}`}>
              {request.story.title}
            </Text>
            <Text size="sm" c="dimmed">
              About your work with {other}
              {request.story.briefTitle ? ` on “${request.story.briefTitle}”` : ''}
            </Text>
          </div>
          <Group gap={6}>
            <Badge color={DECISION_COLORS[request.myConsent]} variant="light">
              {DECISION_LABELS[request.myConsent]}
            </Badge>
            <Badge variant="default">{STORY_STATUS_LABELS[request.status]}</Badge>
          </Group>
        </Group>
        {feedback ? (
          <Alert color={feedback.ok ? 'teal' : 'red'} variant="light" role="status" py={6}>
            {feedback.text}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onRead}>
            Read it
          </Button>
          {request.myConsent !== 'granted' ? (
            <Button
              size="xs"
              color="teal"
              leftSection={<IconCheck size={14} />}
              onClick={() => choose('granted')}
              loading={decide.isPending && decide.variables?.decision === 'granted'}
            >
              Agree to publish
            </Button>
          ) : null}
          {request.myConsent !== 'declined' ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconX size={14} />}
              onClick={() => choose('declined')}
              loading={decide.isPending && decide.variables?.decision === 'declined'}
            >
              {request.myConsent === 'granted' ? 'Withdraw consent' : 'Decline'}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The stories that name the signed-in brand or creator (docs/product/community.md#consent): each is
 * published only once everyone named agreed. `highlightId` comes from the notification's link.
 */
export function ConsentPanel({
  highlightId,
  onRead,
}: {
  highlightId: string | null;
  onRead: (storyId: string) => void;
}) {
  const query = useConsentRequests(true);
  if (query.isPending) return <Skeleton height={90} radius="md" aria-label="Loading your story requests" />;
  if (query.isError)
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title="Failed to load your story requests"
      />
    );
  const { requests, pending } = query.data;
  if (requests.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="consent-requests-title" id="consent-requests">
      <Group gap="xs">
        <Title order={2} fz="lg" id="consent-requests-title">
          Stories about you
        </Title>
        {pending > 0 ? <Badge color="yellow">{pending} waiting for you</Badge> : null}
      </Group>
      <Text size="sm" c="dimmed">
        Briefly publishes a story only when the brand and the creator it names both agree. You can change your mind at
        any time.
      </Text>
      {requests.map((request) => (
        <RequestRow
          key={request.story.id}
          request={request}
          highlighted={request.story.id === highlightId}
          onRead={() => onRead(request.story.id)}
        />
      ))}
    </Stack>
  );
}
