import { z } from 'zod';
import { WebhookSignatureError } from '../errors.ts';
import { WEBHOOK_TOLERANCE_SECONDS, type ProviderEvent } from '../provider.ts';
import { verifySignatureHeader } from '../signing.ts';
import { createTestModeCore } from './test-provider.core.ts';
import { testModeConnect } from './test-provider.connect.ts';
import { testModePayments } from './test-provider.payments.ts';
import { testModeRefunds } from './test-provider.refunds.ts';
import type { TestModeProvider, TestModeProviderOptions } from './test-provider.types.ts';

// The built-in test mode (docs/product/money-and-ledger.md#test-mode): a stateful simulation of Stripe kept in our own
// database. It also plays Stripe's browser side (card confirmation, hosted checkout page) and
// sends signed events to our webhook route.
// Its use cases live beside it: payments (intents, hosted checkout), connect (accounts, transfers) and
// refunds, on a shared core (ids, Stripe's objects, signed events, idempotency).

export {
  ONBOARDING_OUTCOMES,
  REFUND_FAILURE_REASONS,
  TEST_API_VERSION,
  type EventSink,
  type OnboardingOutcome,
  type RefundFailureReason,
  type TestModeProvider,
  type TestModeProviderOptions,
} from './test-provider.types.ts';

const ZEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export function createTestModeProvider(options: TestModeProviderOptions): TestModeProvider {
  const core = createTestModeCore(options);
  const { now } = core;
  return {
    mode: 'test',
    setEventSink: core.setEventSink,
    ...testModePayments(core),
    ...testModeConnect(core),
    ...testModeRefunds(core),

    verifyWebhook(rawBody, header): ProviderEvent {
      verifySignatureHeader(
        options.webhookSecret,
        rawBody,
        header,
        WEBHOOK_TOLERANCE_SECONDS,
        Math.floor(now().getTime() / 1000),
      );
      let parsed: z.infer<typeof ZEvent>;
      try {
        parsed = ZEvent.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new WebhookSignatureError('The signed payload is not an event');
      }
      return { id: parsed.id, type: parsed.type, created: parsed.created, object: parsed.data.object };
    },
  };
}
