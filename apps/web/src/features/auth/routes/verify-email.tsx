import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '@briefly/shared/errors';
import { dashboardHref, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard, AuthCardIcon } from '../components/auth-card';
import { serverErrorMessage } from '../lib/error-messages';

type State =
  { status: 'checking' } | { status: 'verified'; changedTo?: string } | { status: 'failed'; message: string };

/**
 * `/verify-email?token=…`, the mailed link (docs/product/accounts.md#verified-email-addresses): verifies at
 * once and says so; the link of a change of address (#change-password-and-email) moves the account to it.
 */
export function VerifyEmailRoute() {
  useDocumentTitle('Verify your email · Briefly');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, updateUser } = useSession();
  const { mutate } = useVerifyEmail();
  const [state, setState] = useState<State>(
    token ? { status: 'checking' } : { status: 'failed', message: MESSAGES.verifyLinkInvalid },
  );
  // A link is single use: ask once, even when effects run twice.
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    mutate(token, {
      onSuccess: ({ changedTo }) => {
        setState({ status: 'verified', changedTo });
        // The banner in the dashboards goes away (a user signed in here is the likely owner; GET /api/me confirms on the next start).
        // A change of address is not copied here: the link may be another account's; GET /api/me tells on the next start.
        if (user && !changedTo) updateUser({ emailVerified: true });
      },
      onError: (failure) =>
        setState({
          status: 'failed',
          message: serverErrorMessage(failure),
        }),
    });
  }, [token, mutate, user, updateUser]);

  const next = user && user.type !== 'admin' ? dashboardHref(user.type) : paths.auth.login.getHref();
  const nextLabel = user && user.type !== 'admin' ? 'Go to your dashboard' : 'Sign in';

  if (state.status === 'checking') {
    return (
      <AuthCard title="Verifying your email address…">
        <Stack align="center" py="md">
          <Loader aria-label="Verifying" />
        </Stack>
      </AuthCard>
    );
  }
  if (state.status === 'verified') {
    return (
      <AuthCard
        title={state.changedTo ? 'Email address changed' : 'Email address verified'}
        icon={<AuthCardIcon icon={IconCircleCheck} color="green" />}
      >
        <Stack gap="md">
          <Text role="status">
            {state.changedTo
              ? `${MESSAGES.emailChanged} From now on, sign in with ${state.changedTo}.`
              : 'Thank you: your address is verified. Notification emails and payouts are on.'}
          </Text>
          <Button component={Link} to={next} size="md" fullWidth>
            {nextLabel}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="This link does not work" icon={<AuthCardIcon icon={IconLinkOff} color="orange" />}>
      <Stack gap="md">
        <Text role="alert">{state.message}</Text>
        {/* A signed-in person is not told to sign in: the dashboard's banner has Resend. */}
        <Text size="sm" c="dimmed">
          {user && user.type !== 'admin'
            ? 'Use Resend on your dashboard to get a new link.'
            : 'Sign in and use Resend on your dashboard to get a new link.'}
        </Text>
        <Anchor component={Link} to={next} fw={600}>
          {nextLabel}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
