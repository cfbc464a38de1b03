import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconShieldLock } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { dashboardHref, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { AdminLoginForm } from '../components/admin-login-form';
import { AuthCard, AuthCardIcon } from '../components/auth-card';
import { SignedOutNotice } from '../components/signed-out-notice';
import { useRememberedOrigin } from '../lib/use-auth-redirect';

export function AdminLoginRoute() {
  useDocumentTitle('Admin sign in · Briefly');
  const { status, user } = useSession();
  const origin = useRememberedOrigin();
  if (status === 'signed-in' && user?.type === 'admin')
    return <Navigate to={origin ?? dashboardHref('admin')} replace />;

  return (
    <AuthCard
      title="Admin sign in"
      subtitle="For platform administrators only."
      icon={<AuthCardIcon icon={IconShieldLock} color="dark" />}
    >
      <SignedOutNotice />
      <AdminLoginForm />
      <Text size="sm" c="dimmed" ta="center" mt="lg">
        Brand or creator?{' '}
        <Anchor component={Link} to={paths.auth.login.getHref()} underline="always">
          Sign in here
        </Anchor>
      </Text>
    </AuthCard>
  );
}
