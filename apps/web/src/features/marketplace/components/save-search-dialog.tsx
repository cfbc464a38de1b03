import { MESSAGES } from '@briefly/shared/errors';
import {
  describeSearch,
  SAVED_SEARCH_ALERT_OPTIONS,
  SAVED_SEARCH_NAME_MAX,
  suggestedSearchName,
  type SavedSearchAlert,
  type TSavedSearchFilters,
} from '@briefly/shared/saved-searches';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { useCreateSavedSearch } from '../api/save-search';

const failureText = (failure: unknown) =>
  isApiError(failure) && !failure.isNetworkError && failure.body ? failure.body.error : MESSAGES.genericError;

interface SaveSearchDialogProps {
  opened: boolean;
  onClose: () => void;
  filters: TSavedSearchFilters;
}

/** "Save this search": a name (suggested from the filters) and the alert (docs/product/saved-searches.md#saving). */
export function SaveSearchDialog({ opened, onClose, filters }: SaveSearchDialogProps) {
  const [name, setName] = useState(() => suggestedSearchName(filters));
  const [alert, setAlert] = useState<SavedSearchAlert>('daily');
  const create = useCreateSavedSearch();
  const trimmed = name.trim();
  const nameError =
    trimmed.length > SAVED_SEARCH_NAME_MAX ? `The name can be at most ${SAVED_SEARCH_NAME_MAX} characters` : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || nameError) return;
    create.mutate({ name: trimmed, filters, alert });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Save this search" centered>
      {create.isSuccess ? (
        <Stack gap="sm">
          <Alert color="green" variant="light" role="status" title="Search saved">
            <Text size="sm">
              {alert === 'off'
                ? 'You can open it from Settings → Saved searches.'
                : alert === 'instant'
                  ? 'We will tell you in the app when a new brief matches.'
                  : 'We will email you once a day when new briefs match.'}
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {describeSearch(filters)}
            </Text>
            <TextInput
              label="Name"
              required
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError}
              maxLength={SAVED_SEARCH_NAME_MAX + 20}
              data-autofocus
            />
            <NativeSelect
              label="Alert"
              description="When a new brief matches this search"
              data={SAVED_SEARCH_ALERT_OPTIONS}
              value={alert}
              onChange={(event) => setAlert(event.currentTarget.value as SavedSearchAlert)}
            />
            {create.isError ? (
              <Alert color="red" variant="light" role="alert">
                {failureText(create.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending} disabled={!trimmed || Boolean(nameError)}>
                Save search
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
