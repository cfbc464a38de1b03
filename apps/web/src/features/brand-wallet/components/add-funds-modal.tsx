import { formatUsd } from '@briefly/shared/money';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DollarInput } from '@/components/dollar-input';
import { isApiError } from '@/lib/api-client';
import { useStartWalletCheckout } from '../api/start-wallet-checkout';
import { MAX_TOP_UP, MIN_TOP_UP, topUpError } from '../lib/top-up';

interface AddFundsModalProps {
  opened: boolean;
  onClose: () => void;
  /** Leaves the page for the hosted checkout (window.location.assign outside tests). */
  redirect: (url: string) => void;
}

/** Add funds: an amount in dollars, then the hosted checkout page; it returns to /payment/success|cancel. */
export function AddFundsModal({ opened, onClose, redirect }: AddFundsModalProps) {
  const [amount, setAmount] = useState<number | string>('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const checkout = useStartWalletCheckout();
  const error = topUpError(amount);
  const busy = checkout.isPending || redirecting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    setServerError(null);
    if (error) return;
    checkout.mutate(
      { amount: Number(amount) },
      {
        onSuccess: (session) => {
          // The page is about to unload: stay busy so nothing can be sent twice meanwhile.
          setRedirecting(true);
          redirect(session.url);
        },
        onError: (cause) =>
          setServerError(isApiError(cause) ? cause.message : 'Failed to start checkout. Please try again.'),
      },
    );
  };

  const close = () => {
    if (busy) return;
    setAmount('');
    setTouched(false);
    setServerError(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Text fw={700} size="lg">
          Add funds to your wallet
        </Text>
      }
      withCloseButton={!busy}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      centered
      radius="lg"
      aria-busy={busy}
    >
      <form onSubmit={submit} noValidate aria-label="Add funds">
        <Stack gap="md">
          <DollarInput
            label="Amount"
            description={`Between ${formatUsd(MIN_TOP_UP)} and ${formatUsd(MAX_TOP_UP)}, in USD.`}
            leftSection="$"
            placeholder="0.00"
            clampBehavior="none"
            step={1}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setServerError(null);
            }}
            onBlur={() => setTouched(true)}
            error={touched && error ? error : null}
            disabled={busy}
            data-autofocus
          />
          <Text size="sm" c="dimmed">
            You pay on the secure checkout page and come back here when it is done. The money can then fund any of your
            briefs.
          </Text>
          {serverError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {serverError}
            </Alert>
          ) : null}
          {redirecting ? (
            <Group gap="sm" role="status" aria-live="polite">
              <Loader size="sm" />
              <Text size="sm">Taking you to the secure checkout page…</Text>
            </Group>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Continue to checkout
            </Button>
          </Group>
          <Group gap="xs" c="dimmed" justify="flex-end">
            <IconLock size={14} />
            <Text size="xs">Payments are processed securely in USD.</Text>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
