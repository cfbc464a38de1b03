import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconKey, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isValidEmail, REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { MESSAGES } from '@briefly/shared/errors';
import { paths } from '@/config/paths';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthCard, AuthCardIcon } from '../components/auth-card';
import { AuthForm, EmailField } from '../components/auth-form';
import { serverErrorMessage } from '../lib/error-messages';

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

  // Typed into the server's drawing before the page hydrated: taken as typed (decision 056).
  const formRef = useTypedBeforeHydration<HTMLFormElement>(form);

  const handleSubmit = form.onSubmit(({ email }) => {
    setError(null);
    mutation.mutate(email, {
      onSuccess: () => setSentTo(email.trim()),
      onError: (failure) => setError(serverErrorMessage(failure)),
    });
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your email" icon={<AuthCardIcon icon={IconMailCheck} color="green" />}>
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
      icon={<AuthCardIcon icon={IconKey} />}
    >
      <AuthForm label="Ask for a password reset link" onSubmit={handleSubmit} error={error} formRef={formRef}>
        <EmailField placeholder="you@company.com" key={form.key('email')} {...form.getInputProps('email')} />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          Send reset link
        </Button>
        <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" ta="center">
          Back to sign in
        </Anchor>
      </AuthForm>
    </AuthCard>
  );
}
