import type { TAccountSession } from '@briefly/shared/auth';
import { notificationRelativeTime } from '@briefly/shared/time';
import { Alert, Badge, Button, Divider, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconDevices, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { viewerDateTime } from '@/lib/viewer-time';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorSettings } from './two-factor-settings';
import { serverErrorMessage } from '../lib/error-messages';

/**
 * Security in Settings (docs/product/accounts.md#sessions): where the account is signed in, with Sign out
 * for each other session and for every other one at once; two-factor sign-in (#two-factor-sign-in); then
 * the Change password and Change email forms (#change-password-and-email). Admins' addresses come from
 * other admins, so theirs has no Change email (`forAdmin`), and two-factor stays on when it is required.
 */
export function SecuritySessions({ forAdmin = false }: { forAdmin?: boolean }) {
  const { user } = useSession();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const signOut = (session: TAccountSession) => {
    setResult(null);
    revoke.mutate(session.id, {
      onSuccess: () => setResult({ ok: true, text: `Signed out ${session.browser}.` }),
      onError: (failure) => setResult({ ok: false, text: serverErrorMessage(failure) }),
    });
  };
  const signOutOthers = () => {
    setResult(null);
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        setResult({
          ok: true,
          text: revoked === 1 ? 'Signed out 1 other session.' : `Signed out ${revoked} other sessions.`,
        }),
      onError: (failure) => setResult({ ok: false, text: serverErrorMessage(failure) }),
    });
  };

  let body;
  if (sessions.isPending) {
    body = (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Loading your sessions…
        </Text>
      </Group>
    );
  } else if (sessions.isError) {
    body = (
      <Alert color="red" variant="light" title="Your sessions could not be loaded" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{serverErrorMessage(sessions.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (sessions.data.sessions.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        No signed-in sessions.
      </Text>
    );
  } else {
    const list = sessions.data.sessions;
    const others = list.filter((session) => !session.current);
    body = (
      <Stack gap="xs">
        <Stack
          gap="xs"
          component="ul"
          aria-label="Signed-in sessions"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {list.map((session) => (
            <Paper component="li" key={session.id} withBorder radius="md" p="sm">
              <Group justify="space-between" align="center" gap="xs" wrap="wrap">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <DeviceIcon device={session.device} />
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" fw={600}>
                        {session.browser}
                      </Text>
                      {session.current ? (
                        <Badge size="xs" variant="light" color="green">
                          This device
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      Signed in {viewerDateTime(session.createdAt)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Last active{' '}
                      {session.current ? 'now' : notificationRelativeTime(new Date(session.lastUsedAt)).toLowerCase()}
                    </Text>
                  </div>
                </Group>
                {session.current ? null : (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => signOut(session)}
                    loading={revoke.isPending && revoke.variables === session.id}
                    aria-label={`Sign out ${session.browser}, signed in ${viewerDateTime(session.createdAt)}`}
                  >
                    Sign out
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
        {others.length > 0 ? (
          <Button color="red" variant="light" onClick={signOutOthers} loading={revokeOthers.isPending}>
            Sign out everywhere else
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            You are signed in only on this device.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="security-sessions-title">
      <Text id="security-sessions-title" size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.5}>
        Security
      </Text>
      <Text size="xs" c="dimmed">
        Where your account is signed in. Signing a session out also stops its live updates.
      </Text>
      {body}
      {result ? (
        <Text size="sm" c={result.ok ? undefined : 'red'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Text>
      ) : null}
      <Divider my="xs" />
      <TwoFactorSettings canTurnOff={!user?.twoFactorRequired} />
      <Divider my="xs" />
      <ChangePasswordForm />
      {forAdmin ? null : (
        <>
          <Divider my="xs" />
          <ChangeEmailForm />
        </>
      )}
    </Stack>
  );
}

/** The kind of device the session signed in from (the server reads it from the User-Agent). */
const DEVICE_ICONS: Record<TAccountSession['device'], { icon: Icon; label: string }> = {
  phone: { icon: IconDeviceMobile, label: 'Phone' },
  tablet: { icon: IconDeviceTablet, label: 'Tablet' },
  desktop: { icon: IconDeviceDesktop, label: 'Computer' },
  unknown: { icon: IconDevices, label: 'Unknown device' },
};

function DeviceIcon({ device }: { device: TAccountSession['device'] }) {
  const { icon: DeviceKindIcon, label } = DEVICE_ICONS[device] ?? DEVICE_ICONS.unknown;
  return <DeviceKindIcon size={20} role="img" aria-label={label} data-device={device} />;
}
