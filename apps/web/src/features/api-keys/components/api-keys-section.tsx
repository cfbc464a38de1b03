import { MESSAGES } from '@briefly/shared/errors';
import {
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type TApiKey,
  type TCreatedApiKeyResponse,
} from '@briefly/shared/api-keys';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconExternalLink, IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { SecretShownOnce } from '@/components/secret-shown-once';
import { isApiError } from '@/lib/api-client';
import { viewerDateTime } from '@/lib/viewer-time';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

const failureText = (failure: unknown) =>
  isApiError(failure) && !failure.isNetworkError && failure.body ? failure.body.error : MESSAGES.genericError;

/** The secret of a key just created: shown once, with a copy button. */
function NewSecret({ created, onDone }: { created: TCreatedApiKeyResponse; onDone: () => void }) {
  return (
    <SecretShownOnce
      title={`Key “${created.apiKey.name}” created`}
      color="green"
      secret={created.secret}
      label="The new API key"
      testId="api-key-secret"
      intro={
        <Text size="sm">Copy it now: it will not be shown again. Send it as “Authorization: Bearer &lt;key&gt;”.</Text>
      }
      onDone={onDone}
    />
  );
}

/** Create a key: a name, its scopes, and whether it ends with a password change. */
function CreateKeyForm({ onCreated }: { onCreated: (created: TCreatedApiKeyResponse) => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['briefs:read']);
  const [revokeOnPasswordChange, setRevokeOnPasswordChange] = useState(false);
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const nameError = !touched
    ? null
    : !trimmed
      ? API_KEY_MESSAGES.nameBlank
      : trimmed.length > API_KEY_NAME_MAX
        ? API_KEY_MESSAGES.nameTooLong
        : null;
  const scopesError = touched && scopes.length === 0 ? API_KEY_MESSAGES.scopesEmpty : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!trimmed || trimmed.length > API_KEY_NAME_MAX || scopes.length === 0) return;
    create.mutate(
      { name: trimmed, scopes, revokeOnPasswordChange },
      {
        onSuccess: (created) => {
          setName('');
          setTouched(false);
          onCreated(created);
        },
      },
    );
  };

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label="Create an API key">
      <Stack gap="sm">
        <TextInput
          label="Key name"
          description="Where it is used, e.g. “CI” or “Zapier”"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
          maw={360}
        />
        <Checkbox.Group
          label="Scopes"
          value={scopes}
          onChange={(value) => setScopes(value as ApiKeyScope[])}
          error={scopesError}
        >
          <Stack gap={6} mt={6}>
            {API_KEY_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={
                  <>
                    <Code>{scope}</Code> {API_KEY_SCOPE_LABELS[scope]}
                  </>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox
          label="Stop this key working when my password changes"
          checked={revokeOnPasswordChange}
          onChange={(event) => setRevokeOnPasswordChange(event.currentTarget.checked)}
        />
        {create.error ? (
          <Alert color="red" variant="light" role="alert">
            {failureText(create.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" size="sm" loading={create.isPending} leftSection={<IconKey size={14} aria-hidden />}>
            Create key
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One key: its name, prefix, scopes, last use; revoke (asked twice). */
function ApiKeyRow({ apiKey }: { apiKey: TApiKey }) {
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder p="sm" component="li" aria-label={apiKey.name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {apiKey.name}
            </Text>
            <Code>{apiKey.prefix}…</Code>
          </Group>
          <Group gap="xs">
            {confirming ? (
              <>
                <Button
                  size="compact-sm"
                  color="red"
                  loading={revoke.isPending}
                  onClick={() => revoke.mutate(apiKey.id)}
                >
                  Revoke “{apiKey.name}”
                </Button>
                <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
                  Keep
                </Button>
              </>
            ) : (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => setConfirming(true)}
                aria-label={`Revoke ${apiKey.name}`}
              >
                Revoke
              </Button>
            )}
          </Group>
        </Group>
        <Group gap={4}>
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="light" size="sm" tt="none">
              {scope}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          Created {viewerDateTime(apiKey.createdAt)} ·{' '}
          {apiKey.lastUsedAt
            ? `last used ${viewerDateTime(apiKey.lastUsedAt)}${apiKey.lastUsedIp ? ` from ${apiKey.lastUsedIp}` : ''}`
            : 'never used'}
          {apiKey.revokeOnPasswordChange ? ' · ends with a password change' : ''}
        </Text>
        {revoke.error ? (
          <Alert color="red" variant="light" role="alert">
            {failureText(revoke.error)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Settings › API (brands; docs/product/api.md#keys): keys for the brand's own programs. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [created, setCreated] = useState<TCreatedApiKeyResponse | null>(null);

  let body;
  if (keys.isPending) {
    body = (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Loading your API keys…
        </Text>
      </Group>
    );
  } else if (keys.isError) {
    body = (
      <Alert color="red" variant="light" title="Your API keys could not be loaded" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failureText(keys.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void keys.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (keys.data.apiKeys.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        No API keys yet.
      </Text>
    );
  } else {
    const { apiKeys, limit } = keys.data;
    body = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {apiKeys.length} of {limit} keys.
        </Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {apiKeys.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="api-keys-heading">
      <Text component="h3" m={0} size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.5} id="api-keys-heading">
        API
      </Text>
      <Text size="sm">
        Keys let your own programs read and manage your briefs and submissions. A key never moves money.{' '}
        <Anchor href="/api/docs" target="_blank" size="sm" underline="always">
          <Group gap={4} component="span">
            API reference <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Text>
      {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : null}
      {body}
      <CreateKeyForm onCreated={setCreated} />
    </Stack>
  );
}
