import { paymentsDeps, type PaymentsServiceOptions } from './service/deps.ts';
import { briefIntentUseCases } from './service/brief-intents.ts';
import { checkoutUseCases } from './service/checkout.ts';
import { settlementUseCases } from './service/settlement.ts';
import { webhookUseCases } from './service/webhook.ts';

export {
  HANDLED_EVENT_TYPES,
  type CheckedIntent,
  type FundableBrief,
  type PaymentsServiceOptions,
  type WebhookEventHandler,
} from './service/deps.ts';

// Money in (docs/product/money-and-ledger.md#flows): payment intents and hosted checkout for briefs and the brand wallet,
// settled once per provider object — by the API call that re-checks with the provider or by the
// signed webhook, whichever comes first. Each use case is a file in service/; this factory wires them.
export function createPaymentsService(options: PaymentsServiceOptions) {
  const deps = paymentsDeps(options);
  const settlement = settlementUseCases(deps);
  const briefIntents = briefIntentUseCases(deps, settlement);
  const checkout = checkoutUseCases(deps, settlement);
  const webhook = webhookUseCases(deps, settlement);

  return {
    reconcileUnappliedPayments: webhook.reconcileUnappliedPayments,
    createBriefPaymentIntent: briefIntents.createBriefPaymentIntent,
    checkIntentForNewBrief: briefIntents.checkIntentForNewBrief,
    claimIntentForNewBrief: briefIntents.claimIntentForNewBrief,
    createBriefCheckout: checkout.createBriefCheckout,
    confirmBriefFunding: checkout.confirmBriefFunding,
    createWalletCheckout: checkout.createWalletCheckout,
    recheckWalletSession: checkout.recheckWalletSession,
    walletBalanceCents: checkout.walletBalanceCents,
    handleWebhook: webhook.handleWebhook,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
