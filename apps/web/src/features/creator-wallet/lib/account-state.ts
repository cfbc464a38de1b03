// The payout account states (docs/product/rewards-and-payouts.md#payout-accounts): what the wallet's connect card says and which
// button it offers for each provider account state.

import type { TProviderAccountStatus } from '@briefly/shared/rewards';

export type AccountStateKey = 'none' | 'pending' | 'restricted' | 'active' | 'other';

export interface AccountStateView {
  key: AccountStateKey;
  /** Mantine colour of the status line. */
  color: string;
  label: string;
  /** Extra line under the label (restricted only). */
  note: string | null;
  /** The action button's text; null when there is no button. */
  action: string | null;
  /** The button is shown but disabled (active accounts). */
  actionDisabled: boolean;
  /** The action creates the account first (none) before asking for an onboarding link. */
  createsAccount: boolean;
}

export const ACCOUNT_TEXTS = {
  none: 'No Stripe account connected',
  connect: 'Connect Stripe to get paid',
  incomplete: 'Setup Incomplete',
  completeSetup: 'Complete Setup',
  restricted: 'Account Connected but Verification Required',
  restrictedNote: 'Stripe needs more information to verify your identity before payouts can be sent.',
  continueOnboarding: 'Continue Onboarding',
  active: 'Stripe Connected – Ready for Payouts',
  connected: 'Stripe Connected ✓',
} as const;

export function accountState(account: TProviderAccountStatus | null): AccountStateView {
  const base = { note: null, actionDisabled: false, createsAccount: false };
  if (!account) return { ...base, key: 'none', color: 'gray', label: ACCOUNT_TEXTS.none, action: ACCOUNT_TEXTS.connect, createsAccount: true };
  if (account.status === 'active' && account.payoutsEnabled) {
    return { ...base, key: 'active', color: 'green', label: ACCOUNT_TEXTS.active, action: ACCOUNT_TEXTS.connected, actionDisabled: true };
  }
  if (account.status === 'pending') return { ...base, key: 'pending', color: 'orange', label: ACCOUNT_TEXTS.incomplete, action: ACCOUNT_TEXTS.completeSetup };
  if (account.status === 'restricted') {
    return { ...base, key: 'restricted', color: 'yellow', label: ACCOUNT_TEXTS.restricted, note: ACCOUNT_TEXTS.restrictedNote, action: ACCOUNT_TEXTS.continueOnboarding };
  }
  return { ...base, key: 'other', color: 'red', label: ACCOUNT_TEXTS.incomplete, action: null };
}

/** 'individual.verification.document' → 'Individual verification document'. */
export function requirementLabel(requirement: string): string {
  const text = requirement.replace(/[._]+/g, ' ').trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : requirement;
}
