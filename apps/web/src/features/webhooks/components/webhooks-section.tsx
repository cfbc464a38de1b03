import { MESSAGES } from '@briefly/shared/errors';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type TWebhookEndpoint,
  type WebhookEvent,
} from '@briefly/shared/webhooks';
import { Alert, Badge, Button, Checkbox, Code, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { SecretShownOnce } from '@/components/secret-shown-once';
import { isApiError } from '@/lib/api-client';
import { viewerDateTime } from '@/lib/viewer-time';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useReplayWebhookDelivery,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '../api/webhooks';

// Settings → Webhooks (brands; docs/product/webhooks.md): endpoints, their secret, test events and the delivery log.

const failureText = (failure: unknown) =>
  isApiError(failure) && !failure.isNetworkError && failure.body ? failure.body.error : MESSAGES.genericError;
// In the account's time zone (Settings › Time zone), as the rest of Settings.
const when = (iso: string | null) => (iso ? viewerDateTime(iso) : '—');

/** A signing secret just made (adding an endpoint, rotating its secret): shown once, with a copy button. */
function SecretShown({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <SecretShownOnce
      title="Your signing secret (shown once)"
      color="yellow"
      secret={secret}
      label="The signing secret"
      testId="webhook-secret"
      note={<Text size="xs">Keep it with your receiver: it verifies the webhook-signature header.</Text>}
      onDone={onDone}
    />
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const replay = useReplayWebhookDelivery();
  if (deliveries.isPending) return <Loader size="xs" aria-label="Loading the delivery log" />;
  if (deliveries.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {failureText(deliveries.error)}
      </Alert>
    );
  if (deliveries.data.deliveries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No deliveries yet. Send a test event to see one here.
      </Text>
    );
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Delivery log">
      {deliveries.data.deliveries.map((delivery) => (
        <Paper key={delivery.id} withBorder p="xs" component="li">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <Badge
                color={delivery.status === 'delivered' ? 'green' : delivery.status === 'failed' ? 'red' : 'gray'}
                variant="light"
              >
                {delivery.status}
              </Badge>
              <Text size="sm" fw={600}>
                {delivery.eventType}
              </Text>
              <Text size="xs" c="dimmed">
                {when(delivery.lastAttemptAt ?? delivery.createdAt)} · {delivery.attempts} attempt
                {delivery.attempts === 1 ? '' : 's'}
                {delivery.responseCode !== null ? ` · answered ${delivery.responseCode}` : ''}
              </Text>
            </Group>
            {delivery.status !== 'pending' ? (
              <Button
                size="compact-xs"
                variant="default"
                loading={replay.isPending && replay.variables?.deliveryId === delivery.id}
                onClick={() => replay.mutate({ id: endpointId, deliveryId: delivery.id })}
              >
                Replay
              </Button>
            ) : null}
          </Group>
          {delivery.error ? (
            <Text size="xs" c="red.8">
              {delivery.error}
            </Text>
          ) : null}
          {delivery.responseBody ? (
            <Code block style={{ maxHeight: 96, overflow: 'auto', fontSize: 11 }}>
              {delivery.responseBody}
            </Code>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}

function EndpointRow({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendWebhookTest();
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const failure = update.error ?? remove.error ?? rotate.error ?? test.error;
  return (
    <Paper withBorder p="sm" component="li" aria-label={endpoint.url}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Text>
          <Badge color={endpoint.enabled ? 'green' : 'gray'} variant="light">
            {endpoint.enabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {endpoint.events.join(', ')} · secret {endpoint.secretHint}
        </Text>
        {endpoint.disabledReason ? (
          <Text size="xs" c="red.8">
            Switched off: {endpoint.disabledReason}
          </Text>
        ) : null}
        {rotate.data && rotate.variables === endpoint.id ? (
          <SecretShown secret={rotate.data.secret} onDone={() => rotate.reset()} />
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button
            size="compact-sm"
            loading={test.isPending}
            onClick={() => test.mutate(endpoint.id, { onSuccess: () => setShowLog(true) })}
          >
            Send test event
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setShowLog((shown) => !shown)}
            aria-expanded={showLog}
          >
            {showLog ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            loading={update.isPending}
            onClick={() => update.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
          >
            {endpoint.enabled ? 'Switch off' : 'Switch on'}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            loading={rotate.isPending}
            onClick={() => rotate.mutate(endpoint.id)}
          >
            Rotate secret
          </Button>
          {confirming ? (
            <>
              <Button
                size="compact-sm"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(endpoint.id)}
              >
                Delete this endpoint
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
        </Group>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failureText(failure)}
          </Alert>
        ) : null}
        {showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}
      </Stack>
    </Paper>
  );
}

function AddEndpoint() {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ url: url.trim(), events }, { onSuccess: () => setUrl('') });
  };
  return (
    <Stack gap="xs">
      <form onSubmit={submit} aria-label="Add a webhook endpoint">
        <Stack gap="xs">
          <TextInput
            label="Endpoint URL"
            placeholder="https://example.com/briefly-webhooks"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            required
          />
          <Checkbox.Group label="Events" value={events} onChange={(value) => setEvents(value as WebhookEvent[])}>
            <Stack gap={4} mt={4}>
              {WEBHOOK_EVENTS.map((name) => (
                <Checkbox key={name} value={name} label={`${name} — ${WEBHOOK_EVENT_LABELS[name]}`} size="xs" />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button type="submit" size="sm" loading={create.isPending} disabled={!url.trim() || events.length === 0}>
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
      {create.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failureText(create.error)}
        </Alert>
      ) : null}
      {create.data ? <SecretShown secret={create.data.secret} onDone={() => create.reset()} /> : null}
    </Stack>
  );
}

/** Settings → Webhooks (brands). */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  let body;
  if (webhooks.isPending) {
    body = (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Loading your webhooks…
        </Text>
      </Group>
    );
  } else if (webhooks.isError) {
    body = (
      <Alert color="red" variant="light" title="Your webhooks could not be loaded" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failureText(webhooks.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void webhooks.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const { endpoints, limit } = webhooks.data;
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Briefly sends signed POSTs (Standard Webhooks) to your endpoints when these events happen. {endpoints.length}{' '}
          of {limit} endpoints.
        </Text>
        {endpoints.length > 0 ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {endpoints.map((endpoint) => (
              <EndpointRow key={endpoint.id} endpoint={endpoint} />
            ))}
          </Stack>
        ) : null}
        {endpoints.length < limit ? <AddEndpoint /> : null}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="webhooks-heading">
      <Text component="h3" m={0} size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.5} id="webhooks-heading">
        Webhooks
      </Text>
      {body}
    </Stack>
  );
}
