import { MESSAGES } from '@briefly/shared/errors';
import { checkEmailAvailable } from '../api/check-email';

/**
 * The wizards' first step asks whether the email is free, so a taken one is said there rather than
 * after payment details and terms. When the check itself fails (offline, rate limited) the wizard
 * moves on: registering checks again.
 */
export async function checkEmailStep(step: number, values: { email: string }): Promise<string | null> {
  if (step !== 0) return null;
  try {
    const { available } = await checkEmailAvailable(values.email);
    return available ? null : MESSAGES.emailTaken;
  } catch {
    return null;
  }
}
