import { MESSAGES } from '@briefly/shared/errors';
import { dollarsToCents, toNearestCents } from '@briefly/shared/money';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { noteOwnAction } from '@/lib/own-actions';
import { usePublicConfig } from '@/lib/public-config';
import { readToken } from '@/lib/session-storage';
import { confirmCardPayment } from '../api/confirm-card-payment';
import { createPaymentIntent } from '../api/create-payment-intent';
import { startBriefCheckout } from '../api/start-brief-checkout';
import { EMPTY_CARD, incompleteCardMessage, toTestCard, type CardValues } from './card-fields';

/** The funding flow (docs/product/funding.md#funding-dialog): ready → processing → creating → success; any error returns to ready. */
export type FundingStep = 'ready' | 'processing' | 'creating' | 'success';

/** What the funding flow reads of the dialog's props (FundingDialogProps adds what it shows). */
export interface FundingFlowOptions<T> {
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
  /** For the hosted checkout page: the id of a saved draft of this brief (saving it first if new). */
  prepareCheckout?: () => Promise<string>;
  /** The brand's prepaid wallet balance in dollars, once known; the wallet is offered when it covers `amount`. */
  walletBalance?: number;
  /**
   * Funds the saved brief (`briefId`, or the draft `prepareCheckout` saves) from the wallet, instead of
   * the card. Ends in the same success view as `complete`.
   */
  completeFromWallet?: (briefId: string) => Promise<T>;
}

function serverText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return MESSAGES.genericError;
}

/** Confirming an intent that already succeeded (a retry after the brief could not be created). */
const alreadySucceeded = (error: unknown) =>
  isApiError(error) && error.status === 409 && /status of succeeded/i.test(error.message);

/**
 * The funding dialog's state and its three ways to pay: the card (confirmed with the test provider), the
 * hosted checkout page, and the wallet. A failure at any step returns to ready with its message.
 */
export function useFundingFlow<T>({
  briefTitle,
  amount,
  briefId,
  complete,
  completeErrorPrefix,
  prepareCheckout,
  walletBalance,
  completeFromWallet,
}: FundingFlowOptions<T>) {
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

  return {
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
  };
}
