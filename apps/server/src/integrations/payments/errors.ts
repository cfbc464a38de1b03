import { AppError } from '../../lib/errors.ts';

// Typed provider failures (docs/product/money-and-ledger.md#payments-provider), mapped to the API's envelope at the edge.

export class CardError extends Error {
  constructor(
    message: string,
    public readonly code: string,
    public readonly declineCode: string | null = null,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

export class IdempotencyKeyReusedError extends Error {
  constructor(key: string) {
    super(
      `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    );
    this.name = 'IdempotencyKeyReusedError';
  }
}

export class ProviderUnavailableError extends Error {
  constructor(
    message = 'The payments provider could not be reached. Please try again.',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** Any other refusal by the provider (bad request, authentication, state). */
export class ProviderRequestError extends Error {
  constructor(
    message: string,
    public readonly providerCode: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderRequestError';
  }
}

/** The connected account cannot receive transfers yet (onboarding incomplete or restricted). */
export class AccountNotReadyError extends Error {
  constructor(message = 'The destination account cannot receive transfers yet.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AccountNotReadyError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A card problem as the API answers it: 402 with Stripe's message. */
export function cardDeclined(error: CardError): AppError {
  return new AppError(402, 'CARD_DECLINED', error.message, {
    providerCode: error.code,
    declineCode: error.declineCode,
  });
}
