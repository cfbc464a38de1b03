import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

export type SecondFactor = { code: string } | { recoveryCode: string };

interface TwoFactorStepProps {
  pending: boolean;
  error: string | null;
  onSubmit: (factor: SecondFactor) => void;
  /** Back to the email and password. */
  onBack: () => void;
}

/**
 * The second step of signing in (docs/product/accounts.md#two-factor-sign-in): the code from the
 * authenticator app, or one of the recovery codes.
 */
export function TwoFactorStep({ pending, error, onSubmit, onBack }: TwoFactorStepProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (useRecovery) {
      if (!value.trim()) return setProblem('Enter one of your recovery codes.');
      return onSubmit({ recoveryCode: value.trim() });
    }
    const digits = value.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return setProblem('Enter the 6-digit code from your authenticator app.');
    onSubmit({ code: digits });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor sign-in">
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={600}>
            <IconShieldLock size={18} style={{ verticalAlign: 'text-bottom', marginRight: 6 }} aria-hidden />
            Two-step verification
          </Text>
          <Text size="sm" c="dimmed">
            {useRecovery
              ? 'Enter one of the recovery codes you saved when you turned two-factor sign-in on. Each works once.'
              : 'Open your authenticator app and enter the 6-digit code it shows for Briefly.'}
          </Text>
        </Stack>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          key={useRecovery ? 'recovery' : 'code'}
          label={useRecovery ? 'Recovery code' : 'Authentication code'}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          placeholder={useRecovery ? 'xxxxx-xxxxx' : '123456'}
          data-autofocus
          autoFocus
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={problem}
        />
        <Button type="submit" size="md" fullWidth loading={pending}>
          Verify and sign in
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setValue('');
            setProblem(null);
          }}
        >
          {useRecovery ? 'Use a code from the app instead' : 'Lost your phone? Use a recovery code'}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onBack}>
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
