import { REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { PASSWORD_MIN_LENGTH } from '@briefly/shared/limits';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useChangePassword } from '../api/account-changes';
import { PasswordHint } from './password-hint';
import { serverErrorMessage } from '../lib/error-messages';

/** Change password in Settings › Security (docs/product/accounts.md#change-password-and-email). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (value ? null : 'Please enter your current password'),
      newPassword: (value) => (value.length >= PASSWORD_MIN_LENGTH ? null : REGISTRATION_MESSAGES.passwordTooShort),
      confirmPassword: (value, values) =>
        value === values.newPassword ? null : REGISTRATION_MESSAGES.passwordsDoNotMatch,
    },
  });

  const handleSubmit = form.onSubmit(({ currentPassword, newPassword }) => {
    setResult(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          form.reset();
          setResult({ ok: true, text: message });
        },
        onError: (failure) => setResult({ ok: false, text: serverErrorMessage(failure) }),
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change password">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Change password
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
        <PasswordHint />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Text size="xs" c="dimmed">
          Your other sessions are signed out; this one stays signed in.
        </Text>
        <Button type="submit" variant="default" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
        {result ? (
          <Text size="sm" c={result.ok ? undefined : 'red'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
