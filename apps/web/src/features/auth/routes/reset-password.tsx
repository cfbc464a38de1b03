import { Alert, Anchor, Button, PasswordInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconLinkOff, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { MESSAGES } from '@briefly/shared/errors';
import { PASSWORD_MIN_LENGTH } from '@briefly/shared/limits';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useConfirmPasswordReset } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

const LINK_CODES = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED', 'TOKEN_USED']);

/**
 * `/reset-password?token=…`, the mailed link (docs/product/accounts.md#password-reset): the form, a
 * link that no longer works (expired, used, not ours) with a way to ask again, or success → sign in.
 */
export function ResetPasswordRoute() {
  useDocumentTitle('Choose a new password · Briefly');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useConfirmPasswordReset();
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : MESSAGES.resetLinkInvalid);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) => (value.length >= PASSWORD_MIN_LENGTH ? null : REGISTRATION_MESSAGES.passwordTooShort),
      confirmPassword: (value, values) =>
        value === values.password ? null : REGISTRATION_MESSAGES.passwordsDoNotMatch,
    },
  });

  const handleSubmit = form.onSubmit(({ password }) => {
    setError(null);
    mutation.mutate(
      { token, password },
      {
        onSuccess: () => setDone(true),
        onError: (failure) => {
          if (isApiError(failure) && LINK_CODES.has(failure.code))
            return setLinkProblem(failure.body?.error ?? MESSAGES.resetLinkInvalid);
          setError(
            isApiError(failure) && !failure.isNetworkError && failure.body ? failure.body.error : MESSAGES.genericError,
          );
        },
      },
    );
  });

  if (done) {
    return (
      <AuthCard
        title="Password changed"
        icon={
          <ThemeIcon size={44} radius="md" variant="light" color="green" mb="xs">
            <IconCircleCheck size={24} stroke={1.6} />
          </ThemeIcon>
        }
      >
        <Stack gap="md">
          <Text role="status">
            Your new password is set, and every device that was signed in to your account has been signed out.
          </Text>
          <Button component={Link} to={paths.auth.login.getHref()} size="md" fullWidth>
            Sign in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (linkProblem) {
    return (
      <AuthCard
        title="This link does not work any more"
        icon={
          <ThemeIcon size={44} radius="md" variant="light" color="orange" mb="xs">
            <IconLinkOff size={24} stroke={1.6} />
          </ThemeIcon>
        }
      >
        <Stack gap="md">
          <Text role="alert">{linkProblem}</Text>
          <Button component={Link} to={paths.auth.forgotPassword.getHref()} size="md" fullWidth>
            Ask for a new link
          </Button>
          <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={`At least ${PASSWORD_MIN_LENGTH} characters. Every device signed in to your account will be signed out.`}
      icon={
        <ThemeIcon size={44} radius="md" variant="light" mb="xs">
          <IconLock size={24} stroke={1.6} />
        </ThemeIcon>
      }
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
