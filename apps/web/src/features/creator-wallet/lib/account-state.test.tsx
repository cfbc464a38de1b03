import { describe, expect, it } from 'vitest';
import { requirementLabel, requirementLabels } from './account-state';

describe('the provider’s requirements in plain sentences (docs/product/rewards-and-payouts.md#payout-accounts)', () => {
  it.each([
    ['individual.dob.day', 'Your date of birth'],
    ['tos_acceptance.date', 'Your acceptance of the payment provider’s terms of service'],
    ['external_account', 'A bank account or debit card to receive your payouts'],
    ['individual.verification.document', 'A photo of your identity document'],
    ['individual.verification.additional_document', 'A second document that proves your identity or address'],
    ['individual.address.postal_code', 'Your home address'],
    ['individual.ssn_last_4', 'The last 4 digits of your Social Security number'],
    ['business_profile.url', 'A website or social media profile that shows your work'],
  ])('%s → %s', (code, sentence) => {
    expect(requirementLabel(code)).toBe(sentence);
  });

  it('says what an unknown code names rather than showing it raw', () => {
    expect(requirementLabel('company.tax_id')).toBe('More information: company tax id');
  });

  it('lists each sentence once', () => {
    expect(
      requirementLabels(['individual.dob.day', 'individual.dob.month', 'individual.dob.year', 'external_account']),
    ).toEqual(['Your date of birth', 'A bank account or debit card to receive your payouts']);
  });
});
