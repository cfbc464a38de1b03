import { useDocumentTitle } from '@mantine/hooks';
import { IconLogin2 } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { dashboardHref } from '@/config/paths';
import { useSession } from '@/lib/session';
import { AuthCard, AuthCardIcon } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { SignedOutNotice } from '../components/signed-out-notice';
import { useRememberedOrigin } from '../lib/use-auth-redirect';

export function LoginRoute() {
  useDocumentTitle('Sign in · Briefly');
  const { status, user } = useSession();
  const origin = useRememberedOrigin();
  // Admins cannot use this screen; anyone else already signed in goes on to where they were heading.
  if (status === 'signed-in' && user && user.type !== 'admin')
    return <Navigate to={origin ?? dashboardHref(user.type)} replace />;

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to your brand or creator account."
      icon={<AuthCardIcon icon={IconLogin2} />}
    >
      <SignedOutNotice />
      <LoginForm />
    </AuthCard>
  );
}
