import { isValidEmail, REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { MESSAGES } from '@briefly/shared/errors';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { useChangeEmail } from '../api/account-changes';
import { serverErrorMessage } from '../lib/error-messages';

/**
 * Change email in Settings › Security (docs/product/accounts.md#change-password-and-email): a link goes
 * to the new address, and the address changes only once it is opened.
 */
export function ChangeEmailForm() {
  const { user } = useSession();
  const change = useChangeEmail();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    initialValues: { newEmail: '', password: '' },
    validate: {
      newEmail: (value) => {
        if (!isValidEmail(value.trim())) return REGISTRATION_MESSAGES.invalidEmail;
        if (user && value.trim().toLowerCase() === user.email.toLowerCase()) return MESSAGES.sameEmail;
        return null;
      },
      password: (value) => (value ? null : 'Please enter your password'),
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setResult(null);
    change.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset();
        setResult({ ok: true, text: message });
      },
      onError: (failure) => setResult({ ok: false, text: serverErrorMessage(failure) }),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change email">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Change email
        </Text>
        {user ? (
          <Text size="xs" c="dimmed">
            Your address is now {user.email}.
          </Text>
        ) : null}
        <TextInput label="New email address" type="email" autoComplete="email" {...form.getInputProps('newEmail')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Button type="submit" variant="default" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          Send confirmation link
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
