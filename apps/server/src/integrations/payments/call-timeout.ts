import { ProviderUnavailableError } from './errors.ts';
import type { PaymentsProvider } from './provider.ts';

// A bound on every call to the payments provider: one that does not answer in time fails as
// "unavailable" (503 PROVIDER_UNAVAILABLE for a user's call; a retry with backoff for a job's),
// instead of holding a request or a job's lease. The provider may still act on the call: every
// money-moving call carries an idempotency key made from our ids, so the retry gets the same result.

export const DEFAULT_PROVIDER_TIMEOUT_MS = 15_000;

export class ProviderTimeoutError extends ProviderUnavailableError {
  constructor(operation: string, timeoutMs: number) {
    super('The payments provider did not answer in time. Nothing was changed on our side; please try again.');
    this.name = 'ProviderTimeoutError';
    this.operation = operation;
    this.timeoutMs = timeoutMs;
  }
  readonly operation: string;
  readonly timeoutMs: number;
}

export function withCallTimeout<P extends PaymentsProvider>(provider: P, timeoutMs: number): P {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      let bounded = wrapped.get(property);
      if (!bounded) {
        const method = value as (...args: unknown[]) => unknown;
        bounded = function (this: unknown, ...args: unknown[]) {
          const result = method.apply(target, args);
          if (!(result instanceof Promise)) return result;
          let timer: NodeJS.Timeout | undefined;
          const timedOut = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new ProviderTimeoutError(property, timeoutMs)), timeoutMs);
          });
          // The late answer (or failure) of a call given up on is dropped, never unhandled.
          result.catch(() => undefined);
          return Promise.race([result, timedOut]).finally(() => clearTimeout(timer));
        };
        wrapped.set(property, bounded);
      }
      return bounded;
    },
  });
}
