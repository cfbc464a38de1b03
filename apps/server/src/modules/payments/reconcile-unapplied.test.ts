import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, briefPayload, createBrand, createPaymentIntent, paidIntent } from '../../../test/factories.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { brandWalletAccount } from '../ledger/ledger.accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const window = { graceMs: 30 * 60_000, maxAgeMs: 7 * 24 * 60 * 60_000 };
const ageIntent = (id: string, minutes: number) =>
  t.database.db.execute(
    sql`update provider_payments set created_at = now() - make_interval(mins => ${minutes}) where provider_object_id = ${id}`,
  );

describe('reconciling payments that were never applied', () => {
  it('credits a paid intent whose brief was never created to the brand wallet, once', async () => {
    const brand = await createBrand(t.app);
    const abandoned = await paidIntent(t.app, brand.token, 25_000, { briefTitle: 'Closed the tab' });
    const unpaid = await createPaymentIntent(t.app, brand.token, 7_500, { briefTitle: 'Never paid' });
    const fresh = await paidIntent(t.app, brand.token, 9_900, { briefTitle: 'Still in the browser' });
    await ageIntent(abandoned.paymentIntentId, 45);
    await ageIntent(unpaid.paymentIntentId, 45);

    const first = await t.app.services.payments.reconcileUnappliedPayments(window);
    expect(first.settled).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t.database.db, brandWalletAccount(brand.user.id))).toBe(25_000);

    // Running again moves nothing; the fresh intent is still the browser's to use.
    await t.app.services.payments.reconcileUnappliedPayments(window);
    expect(await balanceOf(t.database.db, brandWalletAccount(brand.user.id))).toBe(25_000);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);

    // The abandoned intent can no longer fund a new brief (its money is in the wallet now).
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/briefs',
      headers: bearer(brand.token),
      payload: briefPayload({ reward: 250, paymentIntentId: abandoned.paymentIntentId }),
    });
    expect(late.statusCode).toBe(409);

    // The fresh one still funds its brief normally.
    const onTime = await t.app.inject({
      method: 'POST',
      url: '/api/briefs',
      headers: bearer(brand.token),
      payload: briefPayload({ reward: 99, paymentIntentId: fresh.paymentIntentId }),
    });
    expect(onTime.statusCode).toBe(201);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});
