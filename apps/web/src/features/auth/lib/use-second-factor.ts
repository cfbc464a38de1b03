import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import type { SecondFactor } from '../components/two-factor-step';

/**
 * The sign-in forms' second step (docs/product/accounts.md#two-factor-sign-in): when the server answers
 * TWO_FACTOR_REQUIRED to a right password, the form asks for a code and sends the same request again with it.
 */
export function useSecondFactor() {
  const [retry, setRetry] = useState<((factor: SecondFactor) => void) | null>(null);
  const [error, setError] = useState<string | null>(null);

  return {
    /** Whether the form shows the code step. */
    asking: retry !== null,
    error,
    /** True when this failure asks for a second factor: the step opens with `resend` bound to the request. */
    opensStep(failure: unknown, resend: (factor: SecondFactor) => void): boolean {
      if (!isApiError(failure) || failure.code !== 'TWO_FACTOR_REQUIRED') return false;
      setError(null);
      setRetry(() => resend);
      return true;
    },
    submit(factor: SecondFactor) {
      setError(null);
      retry?.(factor);
    },
    fail: setError,
    back() {
      setRetry(null);
      setError(null);
    },
  };
}
