import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import type { TLoginRequest } from '@briefly/shared/auth';
import { useState } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { useSession } from '@/lib/session';
import { useAdminLogin } from '../api/admin-login';
import { adminLoginErrorMessage } from '../lib/error-messages';
import { useAuthRedirect } from '../lib/use-auth-redirect';
import { useSecondFactor } from '../lib/use-second-factor';
import { TwoFactorStep, type SecondFactor } from './two-factor-step';
import { AuthForm, EmailField, PasswordField } from './auth-form';

interface AdminLoginValues {
  email: string;
  password: string;
}

/** Admin sign-in (docs/product/accounts.md#admin-sign-in). Demo credentials appear only in demo mode. */
export function AdminLoginForm() {
  const { signIn } = useSession();
  const redirect = useAuthRedirect();
  const mutation = useAdminLogin();
  const config = usePublicConfig();
  const [error, setError] = useState<string | null>(null);
  const secondFactor = useSecondFactor();

  const form = useForm<AdminLoginValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.trim() ? null : 'Email is required'),
      password: (value) => (value ? null : 'Password is required'),
    },
  });

  // Typed into the server's drawing before the page hydrated: taken as typed (decision 056).
  const formRef = useTypedBeforeHydration<HTMLFormElement>(form);

  /** The sign-in; after TWO_FACTOR_REQUIRED the same request again with the code (`inStep`). */
  const adminSignIn = (body: TLoginRequest, inStep = false) =>
    mutation.mutate(body, {
      onSuccess: (auth) => redirect(signIn(auth)),
      onError: (failure) => {
        if (
          !inStep &&
          secondFactor.opensStep(failure, (factor: SecondFactor) => adminSignIn({ ...body, ...factor }, true))
        )
          return;
        (inStep ? secondFactor.fail : setError)(adminLoginErrorMessage(failure));
      },
    });

  const handleSubmit = form.onSubmit((values) => {
    setError(null);
    adminSignIn({ email: values.email.trim(), password: values.password });
  });

  if (secondFactor.asking) {
    return (
      <TwoFactorStep
        pending={mutation.isPending}
        error={secondFactor.error}
        onSubmit={secondFactor.submit}
        onBack={secondFactor.back}
      />
    );
  }

  const demo = config.data?.demoMode && config.data.demoAdmin ? config.data.demoAdmin : null;

  return (
    <Stack gap="lg">
      {demo ? (
        <Alert variant="light" color="brand" icon={<IconKey size={18} />} title="Demo credentials" role="note">
          <Stack gap={6}>
            <Text size="sm">This is a demo installation. You can sign in with:</Text>
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={500} w={70}>
                Email
              </Text>
              <Code>{demo.email}</Code>
            </Group>
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={500} w={70}>
                Password
              </Text>
              <Code>{demo.password}</Code>
            </Group>
            <Button
              size="xs"
              variant="white"
              mt={4}
              w="fit-content"
              onClick={() => form.setValues({ email: demo.email, password: demo.password })}
            >
              Use demo credentials
            </Button>
          </Stack>
        </Alert>
      ) : null}

      <AuthForm label="Admin sign in" onSubmit={handleSubmit} error={error} formRef={formRef}>
        <EmailField autoComplete="username" {...form.getInputProps('email')} />
        <PasswordField label="Password" {...form.getInputProps('password')} />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          Sign in as admin
        </Button>
      </AuthForm>
    </Stack>
  );
}
