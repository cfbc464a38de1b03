import { formatUsd } from '@briefly/shared/money';
import { TEST_CARDS } from '@briefly/shared/payments';
import { Alert, Anchor, Box, Button, Divider, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconInfoCircle, IconLock, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CardFields } from './card-fields';
import { FundingProgress } from './funding-progress';
import { TestModeBanner } from './test-mode-banner';
import { useFundingFlow, type FundingFlowOptions } from './use-funding-flow';
import { WalletOption } from './wallet-option';

export type { FundingStep } from './use-funding-flow';

export interface FundingDialogProps<T> extends FundingFlowOptions<T> {
  opened: boolean;
  onClose: () => void;
  /** What the 'creating' step says, e.g. 'Creating your brief…'. */
  creatingLabel: string;
  /** What the dialog shows once everything succeeded. */
  renderSuccess: (result: T, close: () => void) => ReactNode;
  /** Extra actions under the payment form (e.g. save as draft without funding). */
  footer?: ReactNode;
}

/**
 * The payment dialog for funding a brief (docs/product/funding.md#funding-dialog). Mount it with a fresh `key` for
 * each payment. In test mode the card is confirmed with the test provider; in Stripe mode card entry
 * would need Stripe.js, so the hosted checkout page is offered instead.
 */
export function FundingDialog<T>(props: FundingDialogProps<T>) {
  const {
    opened,
    onClose,
    briefTitle,
    amount,
    briefId,
    creatingLabel,
    prepareCheckout,
    renderSuccess,
    footer,
    walletBalance,
  } = props;
  const {
    config,
    step,
    card,
    setCard,
    error,
    result,
    paidIntentId,
    redirecting,
    payingFromWallet,
    busy,
    walletKnown,
    walletCovers,
    mode,
    feePercent,
    pay,
    goToCheckout,
    payFromWallet,
  } = useFundingFlow(props);

  const close = () => {
    if (!busy) onClose();
  };

  const title = (
    <Text fw={700} size="lg">
      {step === 'success' ? 'Payment complete' : briefId ? 'Fund your brief' : 'Fund and publish your brief'}
    </Text>
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      withCloseButton={step !== 'success' && !busy}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      centered
      size="lg"
      radius="lg"
      zIndex={400}
      aria-busy={busy}
    >
      {step === 'success' && result ? (
        renderSuccess(result.value, onClose)
      ) : (
        <form onSubmit={pay} noValidate aria-label="Payment">
          <Stack gap="md">
            <Paper withBorder p="md" radius="md" bg="var(--mantine-color-default-hover)">
              <Group justify="space-between" wrap="nowrap" gap="md">
                <Box miw={0}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
                    Brief
                  </Text>
                  <Text fw={600} lineClamp={2}>
                    {briefTitle || 'Untitled brief'}
                  </Text>
                </Box>
                <Box ta="right">
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
                    Amount
                  </Text>
                  <Text fw={800} fz={22} data-testid="funding-amount">
                    {formatUsd(amount)}
                  </Text>
                </Box>
              </Group>
            </Paper>

            <FundingProgress step={step} lastLabel={briefId ? 'Funding' : 'Brief'} />

            {error ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                <Text size="sm" c="red" fw={500}>
                  Error: {error}
                </Text>
              </Alert>
            ) : null}

            {step === 'processing' || step === 'creating' ? (
              <Group gap="sm" role="status" aria-live="polite">
                <Loader size="sm" />
                <Text size="sm">
                  {payingFromWallet
                    ? 'Paying from your wallet…'
                    : step === 'processing'
                      ? 'Processing payment…'
                      : creatingLabel}
                </Text>
              </Group>
            ) : null}

            {walletKnown ? (
              <WalletOption
                balance={walletBalance ?? 0}
                covers={walletCovers}
                paying={payingFromWallet}
                disabled={busy}
                onPay={payFromWallet}
              />
            ) : null}

            {paidIntentId ? (
              <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="status">
                <Text size="sm">
                  Your payment of {formatUsd(amount)} went through. Try again to finish — you will not be charged a
                  second time.
                </Text>
              </Alert>
            ) : mode === 'stripe' ? (
              <Alert
                color="blue"
                variant="light"
                icon={<IconInfoCircle size={18} />}
                role="note"
                title="Pay on the secure checkout page"
              >
                <Text size="sm">
                  Card entry in this window needs Stripe.js, which is not configured for this site. You can pay on
                  Stripe&apos;s secure checkout page instead; you will come back here when the payment is done.
                </Text>
              </Alert>
            ) : mode === 'test' ? (
              <>
                <TestModeBanner
                  onUseTestCard={() => setCard({ number: TEST_CARDS.success, expiry: '12 / 34', cvc: '123' })}
                />
                <CardFields value={card} onChange={setCard} disabled={busy} />
              </>
            ) : config.isError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                Payment settings could not be loaded. Close this window and try again.
              </Alert>
            ) : (
              <Group justify="center" py="md">
                <Loader size="sm" aria-label="Loading payment settings" />
              </Group>
            )}

            {feePercent !== undefined ? (
              <Text size="xs" c="dimmed">
                A {feePercent}% platform fee is taken from each cash or credit reward when it is awarded. Your card is
                charged the reward pool only.
              </Text>
            ) : null}

            <Divider />

            <Group justify="space-between" gap="sm" wrap="wrap-reverse">
              <Group gap="xs" c="dimmed">
                <IconLock size={14} />
                <Text size="xs">Payments are processed securely in USD.</Text>
              </Group>
              <Group gap="sm">
                <Button variant="default" onClick={close} disabled={busy}>
                  Cancel
                </Button>
                {mode === 'stripe' && !paidIntentId ? (
                  <Button
                    onClick={goToCheckout}
                    loading={redirecting}
                    disabled={!prepareCheckout || payingFromWallet}
                    rightSection={<IconExternalLink size={16} />}
                  >
                    Continue to secure checkout
                  </Button>
                ) : (
                  <Button
                    type="submit"
                    loading={busy && !payingFromWallet}
                    disabled={(mode !== 'test' && !paidIntentId) || payingFromWallet}
                    leftSection={<IconShieldCheck size={18} />}
                  >
                    {paidIntentId ? (briefId ? 'Retry funding' : 'Retry creating brief') : `Pay ${formatUsd(amount)}`}
                  </Button>
                )}
              </Group>
            </Group>

            {mode === 'test' && prepareCheckout && !paidIntentId ? (
              <Text size="xs" c="dimmed" ta="right">
                Prefer a separate page?{' '}
                <Anchor component="button" type="button" size="xs" onClick={goToCheckout} disabled={busy}>
                  Pay on the hosted checkout page
                </Anchor>
              </Text>
            ) : null}

            {footer}
          </Stack>
        </form>
      )}
    </Modal>
  );
}
