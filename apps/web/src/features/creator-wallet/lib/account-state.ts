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
  if (!account)
    return {
      ...base,
      key: 'none',
      color: 'gray',
      label: ACCOUNT_TEXTS.none,
      action: ACCOUNT_TEXTS.connect,
      createsAccount: true,
    };
  if (account.status === 'active' && account.payoutsEnabled) {
    return {
      ...base,
      key: 'active',
      color: 'green',
      label: ACCOUNT_TEXTS.active,
      action: ACCOUNT_TEXTS.connected,
      actionDisabled: true,
    };
  }
  if (account.status === 'pending')
    return {
      ...base,
      key: 'pending',
      color: 'orange',
      label: ACCOUNT_TEXTS.incomplete,
      action: ACCOUNT_TEXTS.completeSetup,
    };
  if (account.status === 'restricted') {
    return {
      ...base,
      key: 'restricted',
      color: 'yellow',
      label: ACCOUNT_TEXTS.restricted,
      note: ACCOUNT_TEXTS.restrictedNote,
      action: ACCOUNT_TEXTS.continueOnboarding,
    };
  }
  return { ...base, key: 'other', color: 'red', label: ACCOUNT_TEXTS.incomplete, action: null };
}

/**
 * What the payment provider still needs, as a person reads it: its requirement codes
 * ('individual.dob.day', 'tos_acceptance.date', 'external_account') in plain sentences. Codes are
 * matched by prefix, most specific first; one for an unknown code says what it names.
 */
const REQUIREMENT_SENTENCES: ReadonlyArray<[prefix: string, sentence: string]> = [
  ['individual.verification.additional_document', 'A second document that proves your identity or address'],
  ['individual.verification.document', 'A photo of your identity document'],
  ['individual.dob', 'Your date of birth'],
  ['individual.first_name', 'Your legal name'],
  ['individual.last_name', 'Your legal name'],
  ['individual.address', 'Your home address'],
  ['individual.ssn_last_4', 'The last 4 digits of your Social Security number'],
  ['individual.id_number', 'Your government ID number'],
  ['individual.email', 'Your email address'],
  ['individual.phone', 'Your phone number'],
  ['tos_acceptance', 'Your acceptance of the payment provider’s terms of service'],
  ['external_account', 'A bank account or debit card to receive your payouts'],
  ['business_profile.url', 'A website or social media profile that shows your work'],
  ['business_profile.mcc', 'What kind of work you do'],
  ['business_profile.product_description', 'A short description of your work'],
  ['business_type', 'Whether you work as an individual or a business'],
];

export function requirementLabel(requirement: string): string {
  const known = REQUIREMENT_SENTENCES.find(
    ([prefix]) =>
      requirement === prefix || requirement.startsWith(`${prefix}.`) || requirement.startsWith(`${prefix}_`),
  );
  if (known) return known[1];
  const text = requirement.replace(/[._]+/g, ' ').trim();
  return text ? `More information: ${text}` : requirement;
}

/** The sentences for a list of codes, each once ('individual.dob.day' and '.month' are one date of birth). */
export const requirementLabels = (requirements: readonly string[]) => [...new Set(requirements.map(requirementLabel))];
