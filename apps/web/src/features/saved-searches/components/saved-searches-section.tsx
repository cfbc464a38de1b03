import { MESSAGES } from '@briefly/shared/errors';
import {
  describeSearch,
  SAVED_SEARCH_ALERT_OPTIONS,
  SAVED_SEARCH_NAME_MAX,
  savedSearchPath,
  type SavedSearchAlert,
  type TSavedSearch,
} from '@briefly/shared/saved-searches';
import { Alert, Anchor, Button, Group, Loader, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';

const failureText = (failure: unknown) =>
  isApiError(failure) && !failure.isNetworkError && failure.body ? failure.body.error : MESSAGES.genericError;

/** One saved search: rename, its alert, open it in the marketplace, delete (asked twice). */
function SavedSearchRow({ search }: { search: TSavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [name, setName] = useState(search.name);
  const [confirming, setConfirming] = useState(false);
  const trimmed = name.trim();
  const renamed = trimmed !== search.name;
  const nameError =
    trimmed.length > SAVED_SEARCH_NAME_MAX ? `The name can be at most ${SAVED_SEARCH_NAME_MAX} characters` : null;
  const failure = update.error ?? remove.error;

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || nameError || !renamed) return;
    update.mutate({ id: search.id, name: trimmed });
  };

  return (
    <Paper withBorder p="sm" component="li" aria-label={search.name}>
      <Stack gap="xs">
        <form onSubmit={rename}>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label="Name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError}
              flex={1}
              miw={180}
            />
            {renamed ? (
              <Button type="submit" size="sm" variant="default" loading={update.isPending} disabled={!trimmed}>
                Rename
              </Button>
            ) : null}
            <NativeSelect
              label="Alert"
              data={SAVED_SEARCH_ALERT_OPTIONS}
              value={search.alert}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate({ id: search.id, alert: event.currentTarget.value as SavedSearchAlert })
              }
            />
          </Group>
        </form>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {describeSearch(search.filters)}
          </Text>
          <Group gap="xs">
            <Anchor component={Link} to={savedSearchPath(search.filters)} size="sm">
              <Group gap={4} component="span">
                Open in marketplace <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
            {confirming ? (
              <>
                <Button
                  size="compact-sm"
                  color="red"
                  loading={remove.isPending}
                  onClick={() => remove.mutate(search.id)}
                >
                  Delete “{search.name}”
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
                leftSection={<IconTrash size={14} />}
                onClick={() => setConfirming(true)}
                aria-label={`Delete ${search.name}`}
              >
                Delete
              </Button>
            )}
          </Group>
        </Group>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failureText(failure)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Settings → Saved searches (creators; docs/product/saved-searches.md#settings). */
export function SavedSearchesSection() {
  const searches = useSavedSearches();

  let body;
  if (searches.isPending) {
    body = (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Loading your saved searches…
        </Text>
      </Group>
    );
  } else if (searches.isError) {
    body = (
      <Alert color="red" variant="light" title="Your saved searches could not be loaded" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failureText(searches.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void searches.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (searches.data.savedSearches.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        No saved searches yet. Filter the{' '}
        <Anchor component={Link} to="/marketplace" size="sm" underline="always">
          marketplace
        </Anchor>{' '}
        and choose “Save this search” to be told about new briefs that match.
      </Text>
    );
  } else {
    const { savedSearches, limit } = searches.data;
    body = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {savedSearches.length} of {limit} saved searches.
        </Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {savedSearches.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-searches-heading">
      <Text component="h3" m={0} size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.5} id="saved-searches-heading">
        Saved searches
      </Text>
      {body}
    </Stack>
  );
}
