import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createDraftBrief, createFundedBrief } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let brand: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  brand = await createBrand(t.app);
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** How many `brief.archived` events the outbox holds for a brief. */
const announced = async (briefId: string) =>
  Number(
    (
      await queryRows<{ count: number }>(
        t.database.db,
        sql`select count(*)::int as count from domain_events where type = 'brief.archived' and payload->>'briefId' = ${briefId}`,
      )
    )[0]!.count,
  );

describe('briefs.archiveExpired (the archive-expired-briefs job)', () => {
  it('archives only published briefs past their deadline, once, and announces each with its change', async () => {
    const soon = await createFundedBrief(t.app, brand.token, {
      deadline: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    const later = await createFundedBrief(t.app, brand.token, {
      deadline: new Date(Date.now() + 20 * DAY).toISOString(),
    });
    const draft = await createDraftBrief(t.app, brand.token, {
      deadline: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    const inThreeDays = new Date(Date.now() + 3 * DAY);
    const first = await t.app.services.briefs.archiveExpired({ now: inThreeDays });
    expect(first.briefIds).toContain(soon.id);
    expect(first.briefIds).not.toContain(later.id);
    expect(first.briefIds).not.toContain(draft.id);
    expect(await announced(soon.id)).toBe(1);
    const again = await t.app.services.briefs.archiveExpired({ now: inThreeDays });
    expect(again.briefIds).not.toContain(soon.id);
    expect(await announced(soon.id)).toBe(1);
    expect(await announced(later.id)).toBe(0);

    const view = (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/briefs/${id}/public`, headers: bearer(brand.token) });
    expect((await view(soon.id)).json().brief).toMatchObject({ status: 'archived' });
    expect((await view(soon.id)).json().brief.archivedAt).not.toBeNull();
    expect((await view(later.id)).json().brief.status).toBe('published');
    expect((await view(draft.id)).json().brief.status).toBe('draft');
  });
});
