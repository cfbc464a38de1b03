import type { Database } from '../src/db/client.ts';
import { ProviderUnavailableError } from '../src/integrations/payments/errors.ts';
import type { PaymentsProvider } from '../src/integrations/payments/provider.ts';
import { createTestModeProvider, type TestModeProvider } from '../src/integrations/payments/test-mode/test-provider.ts';

// Provider failures injected by wrapping the test-mode provider, so every failure path of the money flows runs in tests.

export const FAULTS_WEBHOOK_SECRET = 'whsec_test_faults';

export interface ProviderFaults {
  /** The next transfers fail before the provider acts. */
  failTransfers: boolean;
  /** The provider makes the transfer, then the answer is lost (an error after it acted). */
  loseTransferAnswers: boolean;
  /** The next transfers answer only after this long (the provider acts, late): longer than the call timeout, a timeout. */
  transferDelayMs: number;
  /** The next payment intents fail as a provider answering 5xx would. */
  failPaymentIntents: boolean;
  /** The next payment intents never answer. */
  stallPaymentIntents: boolean;
  transferCalls: number;
  /** What each createTransfer call asked for, in order (retries included). */
  transferRequests: Array<Parameters<PaymentsProvider['createTransfer']>[0]>;
}

export function faultyTestProvider(
  database: Database,
  publicUrl = 'http://localhost:3000',
): { provider: TestModeProvider; faults: ProviderFaults } {
  const base = createTestModeProvider({ db: database.db, webhookSecret: FAULTS_WEBHOOK_SECRET, publicUrl });
  const faults: ProviderFaults = {
    failTransfers: false,
    loseTransferAnswers: false,
    transferDelayMs: 0,
    failPaymentIntents: false,
    stallPaymentIntents: false,
    transferCalls: 0,
    transferRequests: [],
  };
  const createTransfer: PaymentsProvider['createTransfer'] = async (args) => {
    faults.transferCalls++;
    faults.transferRequests.push({ ...args });
    if (faults.failTransfers) throw new ProviderUnavailableError();
    if (faults.transferDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.transferDelayMs));
    const result = await base.createTransfer(args);
    if (faults.loseTransferAnswers)
      throw new ProviderUnavailableError('The connection was reset after the request was sent');
    return result;
  };
  const createPaymentIntent: PaymentsProvider['createPaymentIntent'] = async (args) => {
    if (faults.failPaymentIntents) throw new ProviderUnavailableError();
    if (faults.stallPaymentIntents) return new Promise<never>(() => undefined);
    return base.createPaymentIntent(args);
  };
  return { provider: { ...base, createTransfer, createPaymentIntent }, faults };
}
