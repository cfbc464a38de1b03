import { MESSAGES } from '@briefly/shared/errors';
import { dollarsToCents, formatUsd, toNearestCents } from '@briefly/shared/money';
import { TEST_CARDS } from '@briefly/shared/payments';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { noteOwnAction } from '@/lib/own-actions';
import {
  IconAlertCircle,
  IconExternalLink,
  IconInfoCircle,
  IconLock,
  IconShieldCheck,
  IconWallet,
} from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { readToken } from '@/lib/session-storage';
import { confirmCardPayment } from '../api/confirm-card-payment';
import { createPaymentIntent } from '../api/create-payment-intent';
import { startBriefCheckout } from '../api/start-brief-checkout';
import { CardFields, EMPTY_CARD, incompleteCardMessage, toTestCard, type CardValues } from './card-fields';
import { TestModeBanner } from './test-mode-banner';

/** The funding flow (docs/product/funding.md#funding-dialog): ready → processing → creating → success; any error returns to ready. */
export type FundingStep = 'ready' | 'processing' | 'creating' | 'success';

export interface FundingDialogProps<T> {
  opened: boolean;
  onClose: () => void;
  /** Title of the brief being paid for (shown, and sent as the intent's briefTitle). */
  briefTitle: string;
  /** The whole reward pool in dollars; the card is charged exactly this (times 100 cents). */
  amount: number;
  /** Set when funding an existing unfunded draft; a new brief has none yet. */
  briefId?: string;
  /** After the card payment succeeded: create the brief, or confirm the funding of the draft. */
  complete: (paymentIntentId: string) => Promise<T>;
  /** The message prefix for a failure of `complete`, e.g. 'Failed to create brief'. */
  completeErrorPrefix: string;
  /** What the 'creating' step says, e.g. 'Creating your brief…'. */
  creatingLabel: string;
  /** For the hosted checkout page: the id of a saved draft of this brief (saving it first if new). */
  prepareCheckout?: () => Promise<string>;
  /** What the dialog shows once everything succeeded. */
  renderSuccess: (result: T, close: () => void) => ReactNode;
  /** Extra actions under the payment form (e.g. save as draft without funding). */
  footer?: ReactNode;
  /** The brand's prepaid wallet balance in dollars, once known; the wallet is offered when it covers `amount`. */
  walletBalance?: number;
  /**
   * Funds the saved brief (`briefId`, or the draft `prepareCheckout` saves) from the wallet, instead of
   * the card. Ends in the same success view as `complete`.
   */
  completeFromWallet?: (briefId: string) => Promise<T>;
}

const STEP_INDEX: Record<FundingStep, number> = { ready: 0, processing: 1, creating: 2, success: 3 };

function serverText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return MESSAGES.genericError;
}

/** Confirming an intent that already succeeded (a retry after the brief could not be created). */
const alreadySucceeded = (error: unknown) =>
  isApiError(error) && error.status === 409 && /status of succeeded/i.test(error.message);

/**
 * The payment dialog for funding a brief (docs/product/funding.md#funding-dialog). Mount it with a fresh `key` for
 * each payment. In test mode the card is confirmed with the test provider; in Stripe mode card entry
 * would need Stripe.js, so the hosted checkout page is offered instead.
 */
export function FundingDialog<T>({
  opened,
  onClose,
  briefTitle,
  amount,
  briefId,
  complete,
  completeErrorPrefix,
  creatingLabel,
  prepareCheckout,
  renderSuccess,
  footer,
  walletBalance,
  completeFromWallet,
}: FundingDialogProps<T>) {
  const config = usePublicConfig();
  const [step, setStep] = useState<FundingStep>('ready');
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ value: T } | null>(null);
  /** A payment that went through while creating the brief failed: retried without charging again. */
  const [paidIntentId, setPaidIntentId] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  /** Paying from the wallet rather than by card (the card button then stays idle). */
  const [payingFromWallet, setPayingFromWallet] = useState(false);

  const busy = step === 'processing' || step === 'creating' || redirecting;
  // Offered only before a card payment went through, and only when the brief can be saved first.
  const walletKnown =
    walletBalance !== undefined && Boolean(completeFromWallet) && Boolean(briefId || prepareCheckout) && !paidIntentId;
  const walletCovers = walletKnown && toNearestCents(walletBalance) >= toNearestCents(amount) && amount > 0;
  const mode = config.data?.paymentsMode;
  const feePercent = config.data?.platformFeePercent;

  const fail = (message: string) => {
    setError(message);
    setStep('ready');
  };

  const pay = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setError(null);
    if (!readToken()) return fail('No authentication token found');

    let intentId = paidIntentId;
    if (!intentId) {
      const cardProblem = incompleteCardMessage(card);
      if (cardProblem) return fail(`Payment failed: ${cardProblem}`);
      setStep('processing');
      let intent: Awaited<ReturnType<typeof createPaymentIntent>>;
      try {
        intent = await createPaymentIntent({
          amount: dollarsToCents(amount),
          currency: 'usd',
          metadata: { type: 'brief_funding', briefTitle, ...(briefId ? { briefId } : {}) },
        });
      } catch (failure) {
        return fail(`Failed to create payment intent: ${serverText(failure)}`);
      }
      const clientSecret = intent.clientSecret ?? intent.client_secret;
      if (!clientSecret || !intent.paymentIntentId) return fail('No client secret received from server');
      try {
        await confirmCardPayment(intent.paymentIntentId, { clientSecret, card: toTestCard(card) });
      } catch (failure) {
        if (!alreadySucceeded(failure)) return fail(`Payment failed: ${serverText(failure)}`);
      }
      intentId = intent.paymentIntentId;
      setPaidIntentId(intentId);
    }

    setStep('creating');
    try {
      const value = await complete(intentId);
      setResult({ value });
      noteOwnAction('brief');
      setStep('success');
    } catch (failure) {
      fail(`${completeErrorPrefix}: ${serverText(failure)}`);
    }
  };

  const goToCheckout = async () => {
    if (!prepareCheckout || busy) return;
    setError(null);
    setRedirecting(true);
    try {
      const id = await prepareCheckout();
      const session = await startBriefCheckout(id);
      window.location.assign(session.url);
    } catch (failure) {
      setRedirecting(false);
      setError(`Failed to start checkout: ${serverText(failure)}`);
    }
  };

  const payFromWallet = async () => {
    if (busy || !completeFromWallet || !walletCovers) return;
    setError(null);
    if (!readToken()) return fail('No authentication token found');
    setPayingFromWallet(true);
    setStep('processing');
    try {
      // A new brief is saved as a draft first (once, as for the hosted checkout), then funded.
      const id = briefId ?? (prepareCheckout ? await prepareCheckout() : undefined);
      if (!id) throw new Error(MESSAGES.genericError);
      const value = await completeFromWallet(id);
      setResult({ value });
      noteOwnAction('brief');
      setStep('success');
    } catch (failure) {
      fail(`Failed to pay from wallet: ${serverText(failure)}`);
    } finally {
      setPayingFromWallet(false);
    }
  };

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

/**
 * The prepaid wallet next to the card form: a button when the balance covers the whole amount,
 * otherwise a note that the card is charged instead (nothing at all when the wallet is empty).
 */
function WalletOption({
  balance,
  covers,
  paying,
  disabled,
  onPay,
}: {
  balance: number;
  covers: boolean;
  paying: boolean;
  disabled: boolean;
  onPay: () => void;
}) {
  if (covers) {
    return (
      <Stack gap="md" data-testid="wallet-option">
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-teal-light)">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 220px' }}>
              <IconWallet size={20} stroke={1.6} aria-hidden="true" style={{ flexShrink: 0 }} />
              <Text size="sm">Your Briefly wallet covers this brief. Nothing is charged to a card.</Text>
            </Group>
            <Button
              color="teal"
              onClick={onPay}
              loading={paying}
              disabled={disabled && !paying}
              leftSection={<IconWallet size={16} />}
              w={{ base: '100%', xs: 'auto' }}
              h="auto"
              mih={36}
              py={6}
              // On a phone the label wraps rather than being cut off.
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            >
              Pay from wallet ({formatUsd(balance)} available)
            </Button>
          </Group>
        </Paper>
        <Divider label="or pay by card" labelPosition="center" />
      </Stack>
    );
  }
  if (balance <= 0) return null;
  return (
    <Group gap="xs" wrap="nowrap" c="dimmed" data-testid="wallet-option">
      <IconWallet size={16} stroke={1.6} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="sm">
        Your Briefly wallet holds {formatUsd(balance)}, not enough for this brief, so your card will be charged instead.
      </Text>
    </Group>
  );
}

/** Three short bars: card details, payment, then the brief (or its funding). */
function FundingProgress({ step, lastLabel }: { step: FundingStep; lastLabel: string }) {
  const current = STEP_INDEX[step];
  const labels = ['Card details', 'Payment', lastLabel];
  return (
    <SimpleGrid
      cols={3}
      spacing={6}
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Payment progress"
      data-step={step}
    >
      {labels.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={label} aria-current={active ? 'step' : undefined}>
            <Progress
              value={done || active ? 100 : 0}
              animated={active && index > 0}
              size={4}
              color={done ? 'teal' : undefined}
              aria-hidden="true"
            />
            <Text size="xs" mt={4} fw={active ? 700 : 500} c={done || active ? undefined : 'dimmed'}>
              {label}
            </Text>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
