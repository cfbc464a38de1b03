import { Alert, PasswordInput, Stack, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { IconAlertCircle, IconLock, IconMail } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode, Ref } from 'react';

interface AuthFormProps {
  /** The form's accessible name ('Sign in', 'Choose a new password'). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last failure, shown above the fields and read out at once. */
  error: string | null;
  children: ReactNode;
  /** The form element (lib/typed-before-hydration.ts picks up what was typed before the page hydrated). */
  formRef?: Ref<HTMLFormElement>;
}

/** The frame of the sign-in and password forms: our own validation (noValidate), the error, then the fields. */
export function AuthForm({ label, onSubmit, error, children, formRef }: AuthFormProps) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </form>
  );
}

/** The Email field of the sign-in and password forms; pass the form's input props and, where wanted, a placeholder. */
export function EmailField({ autoComplete = 'email', ...props }: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete={autoComplete}
      required
      leftSection={<IconMail size={18} stroke={1.6} />}
      {...props}
    />
  );
}

/** A required password field: the current one at sign-in (with a lock), or a new one (no icon). */
export function PasswordField({ isNew = false, ...props }: PasswordInputProps & { isNew?: boolean }) {
  return (
    <PasswordInput
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      leftSection={isNew ? undefined : <IconLock size={18} stroke={1.6} />}
      {...props}
    />
  );
}
