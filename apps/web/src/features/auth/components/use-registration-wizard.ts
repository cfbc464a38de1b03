import { useState } from 'react';

interface UseRegistrationWizardOptions<T> {
  stepCount: number;
  validateStep: (step: number, values: T) => string | null;
  /** A check that asks the server before Next moves on (the email on step 1); null when it passes. */
  checkStep?: (step: number, values: T) => Promise<string | null>;
}

/**
 * Step logic of a registration wizard (docs/product/accounts.md#registration-wizards): Next moves on only when the current step
 * validates, Previous is always free, and the final submit re-checks every step in order.
 */
export function useRegistrationWizard<T>({ stepCount, validateStep, checkStep }: UseRegistrationWizardOptions<T>) {
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const next = async (values: T) => {
    if (checking) return;
    const message = validateStep(active, values);
    setError(message);
    if (message) return;
    if (checkStep) {
      setChecking(true);
      const refused = await checkStep(active, values).finally(() => setChecking(false));
      if (refused) {
        setError(refused);
        return;
      }
    }
    setActive((step) => Math.min(step + 1, stepCount - 1));
  };

  const previous = () => {
    setError(null);
    setActive((step) => Math.max(step - 1, 0));
  };

  const goBackTo = (step: number) => {
    if (step >= active) return;
    setError(null);
    setActive(step);
  };

  /** True when every step validates; otherwise shows the first failing step with its message. */
  const validateAll = (values: T): boolean => {
    for (let step = 0; step < stepCount; step += 1) {
      const message = validateStep(step, values);
      if (message) {
        setActive(step);
        setError(message);
        return false;
      }
    }
    setError(null);
    return true;
  };

  /** Shows a failure (from the server) on a given step. */
  const fail = (message: string, step = active) => {
    setActive(step);
    setError(message);
  };

  return { active, error, checking, next, previous, goBackTo, validateAll, fail, clearError: () => setError(null) };
}
