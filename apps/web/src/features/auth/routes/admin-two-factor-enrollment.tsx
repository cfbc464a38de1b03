import { Anchor, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconShieldLock } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { useSignOut } from '@/hooks/use-sign-out';
import { AuthCard } from '../components/auth-card';
import { TwoFactorSettings } from '../components/two-factor-settings';

/**
 * Where an admin without a second factor lands while ADMIN_2FA=required (docs/product/accounts.md#two-factor-sign-in):
 * nothing of the admin area opens until two-factor sign-in is on and the recovery codes are saved.
 */
export function AdminTwoFactorEnrollment() {
  useDocumentTitle('Set up two-factor sign-in · Briefly');
  const { signOut, signingOut } = useSignOut(paths.auth.adminLogin.getHref());
  return (
    <Center component="main" mih="100dvh" p="md">
      <AuthCard
        maw={520}
        title="Set up two-factor sign-in"
        icon={
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            <IconShieldLock size={24} />
          </ThemeIcon>
        }
        subtitle="Admins can approve withdrawals and read reported chats, so this marketplace asks them for a code from an authenticator app at every sign-in."
      >
        <Stack gap="lg">
          <TwoFactorSettings canTurnOff={false} />
          <Text size="sm" c="dimmed">
            Not now?{' '}
            <Anchor component="button" type="button" onClick={signOut} disabled={signingOut} size="sm">
              Sign out
            </Anchor>
          </Text>
        </Stack>
      </AuthCard>
    </Center>
  );
}
