import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import type { PaymentsProvider } from '../integrations/payments/provider.ts';
import { createStripeProvider } from '../integrations/payments/stripe-provider.ts';
import { createTestModeProvider, type TestModeProvider } from '../integrations/payments/test-mode/test-provider.ts';
import { getOrCreateSecret, randomSecret } from '../platform/secrets.ts';
import type { Logger } from '../platform/module.ts';

// The payments provider config chooses: Stripe, or test mode's simulated provider (composition.ts
// bounds its calls and times them).

export async function createPaymentsProvider(
  config: Config,
  database: Database,
  log: Logger,
): Promise<PaymentsProvider> {
  if (config.payments.mode === 'stripe')
    return createStripeProvider({
      secretKey: config.payments.secretKey,
      webhookSecret: config.payments.webhookSecret,
      // The SDK's own bound per attempt: its first try and two retries fit in the call's bound.
      timeoutMs: Math.ceil(config.paymentsProviderTimeoutMs / 3),
      ...stripeApiAddress(config.payments.apiUrl),
    });
  return createTestModeProvider({
    db: database.db,
    // Random and stored on first start unless configured: nothing a caller could derive (decision 011).
    webhookSecret:
      config.payments.webhookSecret ??
      (await getOrCreateSecret(database.db, 'payments.test_mode_webhook', () => `whsec_test_${randomSecret()}`)),
    publicUrl: config.publicUrl,
    onDeliveryError: (error, type) => log.error({ err: error, type }, 'test-mode event delivery failed'),
  });
}

/** STRIPE_API_URL as the SDK's host, port and protocol. */
function stripeApiAddress(apiUrl: string | null) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

export const isTestModeProvider = (provider: PaymentsProvider): provider is TestModeProvider =>
  provider.mode === 'test' && 'setEventSink' in provider;
