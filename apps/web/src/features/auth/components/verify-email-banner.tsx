import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { useResendVerification } from '../api/verify-email';
import { serverErrorMessage } from '../lib/error-messages';

/**
 * The brand and creator dashboards' reminder while the address is unverified
 * (docs/product/accounts.md#verified-email-addresses): until then no notification email goes out
 * and no money leaves. Resend asks for a new link.
 */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const config = usePublicConfig();
  const resend = useResendVerification();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  if (!user || user.emailVerified !== false || config.data?.emailVerification === false) return null;

  const handleResend = () => {
    setResult(null);
    resend.mutate(undefined, {
      onSuccess: (answer) => setResult({ ok: true, text: answer.message }),
      onError: (failure) =>
        setResult({
          ok: false,
          text: serverErrorMessage(failure),
        }),
    });
  };

  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation size={20} />}
      title="Verify your email address"
      mb="md"
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm">
          We sent a link to <strong>{user.email}</strong>. Until you follow it we send you no notification emails, and
          payouts and withdrawals wait.
        </Text>
        <Button size="xs" variant="default" onClick={handleResend} loading={resend.isPending}>
          Resend
        </Button>
      </Group>
      {result ? (
        <Text size="sm" mt="xs" c={result.ok ? undefined : 'red'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Text>
      ) : null}
    </Alert>
  );
}
