import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconLinkOff, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { MESSAGES } from '@briefly/shared/errors';
import { PASSWORD_MIN_LENGTH } from '@briefly/shared/limits';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useConfirmPasswordReset, usePasswordResetCheck } from '../api/password-reset';
import { AuthCard, AuthCardIcon } from '../components/auth-card';
import { AuthForm, PasswordField } from '../components/auth-form';
import { serverErrorMessage } from '../lib/error-messages';

const LINK_CODES = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED', 'TOKEN_USED']);

/**
 * `/reset-password?token=…`, the mailed link (docs/product/accounts.md#password-reset): the form, a
 * link that no longer works (expired, used, replaced by a newer email, not ours) with a way to ask again,
 * or success → sign in. The link is checked on arrival, so a used one never shows the form.
 */
export function ResetPasswordRoute() {
  useDocumentTitle('Choose a new password · Briefly');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useConfirmPasswordReset();
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : MESSAGES.resetLinkInvalid);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const check = usePasswordResetCheck(token);
  // A refusal of the link itself on arrival; any other failure leaves the form (submitting will say).
  const arrivalProblem =
    check.isError && isApiError(check.error) && LINK_CODES.has(check.error.code)
      ? (check.error.body?.error ?? MESSAGES.resetLinkInvalid)
      : null;
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
          setError(serverErrorMessage(failure));
        },
      },
    );
  });

  if (done) {
    return (
      <AuthCard title="Password changed" icon={<AuthCardIcon icon={IconCircleCheck} color="green" />}>
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

  if (linkProblem ?? arrivalProblem) {
    return (
      <AuthCard title="This link does not work any more" icon={<AuthCardIcon icon={IconLinkOff} color="orange" />}>
        <Stack gap="md">
          <Text role="alert">{linkProblem ?? arrivalProblem}</Text>
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

  if (check.isPending && token) {
    return (
      <AuthCard title="Choose a new password" icon={<AuthCardIcon icon={IconLock} />}>
        <Group gap="sm" justify="center" py="md" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Checking your link…</Text>
        </Group>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={`At least ${PASSWORD_MIN_LENGTH} characters. Every device signed in to your account will be signed out.`}
      icon={<AuthCardIcon icon={IconLock} />}
    >
      <AuthForm label="Choose a new password" onSubmit={handleSubmit} error={error}>
        <PasswordField isNew label="New password" key={form.key('password')} {...form.getInputProps('password')} />
        <PasswordField
          isNew
          label="Confirm new password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          Set new password
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
