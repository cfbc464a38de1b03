import { describe, expect, it } from 'vitest';
import { payoutStatusView } from './payout-status';

describe('payoutStatusView (docs/product/rewards-and-payouts.md#payout-statuses)', () => {
  it('reads settled credit as credited, never as paid', () => {
    expect(payoutStatusView('paid', 'credit').label).toBe('Credited');
    expect(payoutStatusView('paid', 'cash').label).toBe('Paid');
  });
  it('names the other states the same for every reward type', () => {
    for (const type of ['cash', 'credit'] as const) {
      expect(payoutStatusView('pending', type).label).toBe('Awaiting payout');
      expect(payoutStatusView('held', type).label).toBe('Held');
      expect(payoutStatusView('failed', type).label).toBe('Payout failed');
    }
    expect(payoutStatusView('none', 'prize').label).toBe('Prize');
  });
});
