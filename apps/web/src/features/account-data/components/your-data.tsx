import { MESSAGES } from '@briefly/shared/errors';
import { Alert, Button, Group, Modal, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useCloseAccount, useDownloadMyData } from '../api/account-data';

const failureText = (failure: unknown) =>
  isApiError(failure) && !failure.isNetworkError && failure.message ? failure.message : MESSAGES.genericError;

/**
 * "Your data" in the brand's and the creator's Settings (docs/product/accounts.md#your-data-and-closing-your-account):
 * Download my data (a JSON file), and Close account behind a password confirmation that shows the
 * server's reason when it cannot be closed yet.
 */
export function YourData() {
  const session = useSession();
  const download = useDownloadMyData();
  const close = useCloseAccount();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');

  const openConfirm = () => {
    close.reset();
    setPassword('');
    setConfirming(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    close.mutate({ password }, { onSuccess: () => void session.signOut() });
  };

  return (
    <Stack gap="xs">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.5}>
        Your data
      </Text>
      <Text size="sm">A copy of everything your account holds, as a JSON file.</Text>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          Download my data
        </Button>
      </Group>
      {download.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failureText(download.error)}
        </Alert>
      ) : null}

      <Paper withBorder radius="md" p="sm" mt="xs" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
        <Stack gap="xs">
          <Text size="sm" fw={600} c="red">
            Close account
          </Text>
          <Text size="sm">
            Your profile and sign-in details are erased and you are signed out everywhere. Payments, awards and messages
            others received stay for them, under “Deleted user”. This cannot be undone.
          </Text>
          <Group>
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={openConfirm}>
              Close account…
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Close your account?" centered>
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">Enter your password to close your account. This cannot be undone.</Text>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              data-autofocus
              required
            />
            {close.isError ? (
              <Alert color="red" variant="light" role="alert" title="Your account was not closed">
                {failureText(close.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={close.isPending} disabled={!password}>
                Close my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
