import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TGoogleAuthRequest, TLoginRequest } from '@briefly/shared/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { useSession } from '@/lib/session';
import { useGoogleSignIn } from '../api/google-sign-in';
import { useLogin } from '../api/login';
import { googleErrorMessage, loginErrorMessage } from '../lib/error-messages';
import { decodeCredentialProfile } from '../lib/google-identity';
import { useAuthRedirect } from '../lib/use-auth-redirect';
import { useSecondFactor } from '../lib/use-second-factor';
import { GoogleSignInButton } from './google-sign-in-button';
import { TwoFactorStep, type SecondFactor } from './two-factor-step';
import { AuthForm, EmailField, PasswordField } from './auth-form';

interface LoginValues {
  email: string;
  password: string;
}

/** Shared brand and creator sign-in (docs/product/accounts.md#sign-in). */
export function LoginForm() {
  const { signIn } = useSession();
  const redirect = useAuthRedirect();
  const loginMutation = useLogin();
  const googleMutation = useGoogleSignIn();
  const config = usePublicConfig();
  const [error, setError] = useState<string | null>(null);
  const secondFactor = useSecondFactor();

  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.trim() ? null : 'Email is required'),
      password: (value) => (value ? null : 'Password is required'),
    },
  });

  // Typed into the server's drawing before the page hydrated: taken as typed (decision 056).
  const formRef = useTypedBeforeHydration<HTMLFormElement>(form);

  /** A password sign-in; after TWO_FACTOR_REQUIRED the same request again with the code (`inStep`). */
  const passwordSignIn = (body: TLoginRequest, inStep = false) =>
    loginMutation.mutate(body, {
      onSuccess: (auth) => redirect(signIn(auth)),
      onError: (failure) => {
        if (
          !inStep &&
          secondFactor.opensStep(failure, (factor: SecondFactor) => passwordSignIn({ ...body, ...factor }, true))
        )
          return;
        (inStep ? secondFactor.fail : setError)(loginErrorMessage(failure));
      },
    });

  const handleSubmit = form.onSubmit((values) => {
    setError(null);
    passwordSignIn({ email: values.email.trim(), password: values.password });
  });

  const googleSignIn = (body: TGoogleAuthRequest, inStep = false) =>
    googleMutation.mutate(body, {
      onSuccess: (auth) => redirect(signIn(auth)),
      onError: (failure) => {
        if (
          !inStep &&
          secondFactor.opensStep(failure, (factor: SecondFactor) => googleSignIn({ ...body, ...factor }, true))
        )
          return;
        (inStep ? secondFactor.fail : setError)(googleErrorMessage(failure));
      },
    });

  const handleGoogleCredential = (credential: string) => {
    setError(null);
    googleSignIn({ credential, userType: 'creator', userData: decodeCredentialProfile(credential) });
  };

  const googleClientId = config.data?.googleClientId ?? null;
  const busy = loginMutation.isPending || googleMutation.isPending;

  if (secondFactor.asking) {
    return (
      <TwoFactorStep
        pending={busy}
        error={secondFactor.error}
        onSubmit={secondFactor.submit}
        onBack={secondFactor.back}
      />
    );
  }

  return (
    <Stack gap="lg">
      <AuthForm label="Sign in" onSubmit={handleSubmit} error={error} formRef={formRef}>
        <EmailField placeholder="you@company.com" key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordField label="Password" key={form.key('password')} {...form.getInputProps('password')} />
        <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm" ta="right" mt={-8}>
          Forgot password?
        </Anchor>
        <Button type="submit" size="md" fullWidth loading={loginMutation.isPending} disabled={busy}>
          Sign in
        </Button>
      </AuthForm>

      {googleClientId ? (
        <Stack gap="sm">
          <Divider label="or, for creator accounts" labelPosition="center" />
          <GoogleSignInButton
            clientId={googleClientId}
            onCredential={handleGoogleCredential}
            onError={(message) => setError(message)}
          />
        </Stack>
      ) : null}

      <Divider />
      <Stack gap={6} align="center">
        <Text size="sm" c="dimmed">
          New to Briefly?
        </Text>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.auth.brandRegister.getHref()} fw={600}>
            Register as Brand
          </Anchor>
          <Text span c="dimmed" mx={8}>
            ·
          </Text>
          <Anchor component={Link} to={paths.auth.creatorRegister.getHref()} fw={600}>
            Register as Creator
          </Anchor>
        </Text>
        <Anchor component={Link} to={paths.home.getHref()} size="sm" c="dimmed" mt={4}>
          Back to home
        </Anchor>
      </Stack>
    </Stack>
  );
}
