import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
  type TNotificationPreferences,
  type TUpdateNotificationPreferencesRequest,
} from '@briefly/shared/notifications';
import { Alert, Button, Group, Skeleton, Stack, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconBellOff, IconLock, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '@/lib/api-client';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

/**
 * What the user wants to hear about and where: in the app and by email, overall and per category.
 * Stored on the server, so email follows them. Locked categories (security) always show in the app.
 */
export function NotificationPreferences() {
  const query = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading preferences">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} h={28} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load your preferences">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{isApiError(query.error) ? query.error.message : 'Please try again.'}</Text>
          <Button
            size="compact-xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }

  const { preferences, lockedInApp } = query.data;
  const change = (next: TUpdateNotificationPreferencesRequest) => update.mutate(next);
  const setCategory = (category: NotificationCategory, channel: 'inApp' | 'email', value: boolean) =>
    change({ categories: { [category]: { [channel]: value } } });

  return (
    <Stack gap="md">
      {update.isError ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          <Text size="sm">
            Your change was not saved. {isApiError(update.error) ? update.error.message : 'Please try again.'}
          </Text>
        </Alert>
      ) : null}

      <Stack gap="sm">
        <Switch
          checked={preferences.inApp}
          onChange={(event) => change({ inApp: event.currentTarget.checked })}
          label="In-app notifications"
          description="The bell and the Notifications page. Security alerts and urgent payment problems always show."
        />
        <Switch
          checked={preferences.email}
          onChange={(event) => change({ email: event.currentTarget.checked })}
          label="Email notifications"
          description="Urgent ones at once; the rest in one email about ten minutes later, leaving out any you have read here by then."
        />
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconBellOff size={18} stroke={1.6} aria-hidden style={{ flex: 'none', marginTop: 1 }} />
          <Text size="sm" c="dimmed">
            Push notifications are not available yet.
          </Text>
        </Group>
      </Stack>

      <Table verticalSpacing={6} horizontalSpacing="xs" layout="fixed" aria-label="Notifications by category">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Category</Table.Th>
            <Table.Th w={76} ta="center" style={{ whiteSpace: 'nowrap' }}>
              In app
            </Table.Th>
            <Table.Th w={76} ta="center" style={{ whiteSpace: 'nowrap' }}>
              Email
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {NOTIFICATION_CATEGORIES.map((category) => (
            <CategoryRow
              key={category}
              category={category}
              preferences={preferences}
              locked={lockedInApp.includes(category)}
              onChange={setCategory}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function CategoryRow({
  category,
  preferences,
  locked,
  onChange,
}: {
  category: NotificationCategory;
  preferences: TNotificationPreferences;
  locked: boolean;
  onChange: (category: NotificationCategory, channel: 'inApp' | 'email', value: boolean) => void;
}) {
  const label = NOTIFICATION_CATEGORY_LABELS[category];
  const channels = preferences.categories[category];
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{label}</Text>
      </Table.Td>
      <Table.Td>
        <Group justify="center" gap={4} wrap="nowrap">
          {locked ? (
            <Tooltip label="Always on: you are always told about your account's security" withArrow multiline w={220}>
              <Group gap={2} wrap="nowrap">
                <Switch size="sm" checked disabled readOnly aria-label={`${label} in the app (always on)`} />
                <IconLock size={14} stroke={1.8} aria-hidden />
              </Group>
            </Tooltip>
          ) : (
            <Switch
              size="sm"
              checked={channels.inApp}
              disabled={!preferences.inApp}
              onChange={(event) => onChange(category, 'inApp', event.currentTarget.checked)}
              aria-label={`${label} in the app`}
            />
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group justify="center">
          <Switch
            size="sm"
            checked={channels.email}
            disabled={!preferences.email}
            onChange={(event) => onChange(category, 'email', event.currentTarget.checked)}
            aria-label={`${label} by email`}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
