import { Alert, Anchor, Button, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconKey, IconMail, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isValidEmail, REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { MESSAGES } from '@briefly/shared/errors';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

/** `/forgot-password`: asks for a reset link; the answer is the same whether or not the address has an account (docs/product/accounts.md#password-reset). */
export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password · Briefly');
  const mutation = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: (value) => (isValidEmail(value) ? null : REGISTRATION_MESSAGES.invalidEmail) },
  });

  const handleSubmit = form.onSubmit(({ email }) => {
    setError(null);
    mutation.mutate(email, {
      onSuccess: () => setSentTo(email.trim()),
      onError: (failure) =>
        setError(
          isApiError(failure) && !failure.isNetworkError && failure.body ? failure.body.error : MESSAGES.genericError,
        ),
    });
  });

  if (sentTo) {
    return (
      <AuthCard
        title="Check your email"
        icon={
          <ThemeIcon size={44} radius="md" variant="light" color="green" mb="xs">
            <IconMailCheck size={24} stroke={1.6} />
          </ThemeIcon>
        }
      >
        <Stack gap="md">
          <Text role="status">{MESSAGES.resetRequested}</Text>
          <Text size="sm" c="dimmed">
            The link works once, for one hour. Nothing arrived? Check the spam folder, or ask again in a few minutes.
          </Text>
          <Anchor component={Link} to={paths.auth.login.getHref()} fw={600}>
            Back to sign in
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your brand or creator account and we'll send you a link to choose a new password."
      icon={
        <ThemeIcon size={44} radius="md" variant="light" mb="xs">
          <IconKey size={24} stroke={1.6} />
        </ThemeIcon>
      }
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Ask for a password reset link">
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            leftSection={<IconMail size={18} stroke={1.6} />}
            placeholder="you@company.com"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            Send reset link
          </Button>
          <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
