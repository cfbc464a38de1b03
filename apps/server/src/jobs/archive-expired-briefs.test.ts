import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createBrand, createDraftBrief, createFundedBrief } from '../../test/factories.ts';
import { archiveExpiredBriefs } from './archive-expired-briefs.ts';

let t: TestApp;
let brand: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  brand = await createBrand(t.app);
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('archiveExpiredBriefs', () => {
  it('archives only published briefs past their deadline, once, and announces each after commit', async () => {
    const soon = await createFundedBrief(t.app, brand.token, { deadline: new Date(Date.now() + 2 * DAY).toISOString() });
    const later = await createFundedBrief(t.app, brand.token, { deadline: new Date(Date.now() + 20 * DAY).toISOString() });
    const draft = await createDraftBrief(t.app, brand.token, { deadline: new Date(Date.now() + 2 * DAY).toISOString() });
    const announced: string[] = [];
    const unsubscribe = t.app.services.events.subscribe('brief.archived', (event) => {
      announced.push(event.briefId);
    });
    try {
      const inThreeDays = new Date(Date.now() + 3 * DAY);
      const first = await archiveExpiredBriefs({ db: t.database.db, events: t.app.services.events, now: inThreeDays });
      expect(first.briefIds).toContain(soon.id);
      expect(first.briefIds).not.toContain(later.id);
      expect(first.briefIds).not.toContain(draft.id);
      expect(announced).toContain(soon.id);
      const again = await archiveExpiredBriefs({ db: t.database.db, events: t.app.services.events, now: inThreeDays });
      expect(again.briefIds).not.toContain(soon.id);
      expect(announced.filter((id) => id === soon.id)).toHaveLength(1);
    } finally {
      unsubscribe();
    }
    const view = (id: string) => t.app.inject({ method: 'GET', url: `/api/briefs/${id}/public`, headers: bearer(brand.token) });
    expect((await view(soon.id)).json().brief).toMatchObject({ status: 'archived' });
    expect((await view(soon.id)).json().brief.archivedAt).not.toBeNull();
    expect((await view(later.id)).json().brief.status).toBe('published');
    expect((await view(draft.id)).json().brief.status).toBe('draft');
  });
});
