import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEventsResponse } from '@briefly/shared/events';
import type { TStoriesResponse } from '@briefly/shared/stories';
import { centsToDollars } from '@briefly/shared/money';
import { createTestApp, openTestDatabase, TEST_DB_KIND, type TestApp } from '../../test/test-app.ts';
import { briefMoneyFiguresOf } from '../modules/ledger/ledger.service.ts';
import { creatorPaidOutByBrief } from '../modules/ledger/index.ts';
import { DEMO_EVENTS } from './demo-events.ts';

// The demo events and success stories (demo mode): made through the services, so seats and figures
// are real. Seeding needs an empty database: PGlite only.

describe.runIf(TEST_DB_KIND === 'pglite')('demo events and stories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: await openTestDatabase(), env: { SEED_DEMO: 'true' } });
  });
  afterAll(() => t.close());

  it('seeds past, full, paid and recorded events with registrations by demo accounts', async () => {
    const { events, stats } = (await t.app.inject({ method: 'GET', url: '/api/events' })).json() as TEventsResponse;
    expect(events).toHaveLength(DEMO_EVENTS.length);
    expect(events.find((event) => event.title === 'Brand × creator speed networking')).toMatchObject({
      status: 'upcoming',
      seatsLeft: 0,
      currentAttendees: 5,
    });
    expect(events.find((event) => event.title === 'Pitching brands 101')).toMatchObject({
      status: 'completed',
      recordingUrl: expect.stringMatching(/^https:/),
    });
    expect(events.find((event) => event.title === 'Creator Economy Summit')).toMatchObject({
      isFree: false,
      price: 25,
    });
    expect(stats.registrations).toBeGreaterThan(0);
  });

  it('seeds verified stories whose figures are the ledger’s, one still waiting for its creator', async () => {
    const { stories } = (await t.app.inject({ method: 'GET', url: '/api/success-stories' })).json() as TStoriesResponse;
    expect(stories.map((story) => story.title).sort()).toEqual([
      'A coffee thread that sold out a roast',
      'Behind the scenes, in natural light',
    ]);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@briefly.demo', password: 'briefly-admin-demo' },
    });
    const all = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/success-stories',
        headers: { authorization: `Bearer ${admin.json().token}` },
      })
    ).json().stories as Array<{
      title: string;
      briefId: string;
      creator: { id: string };
      budget: number;
      paid: number;
      verified: boolean;
      status: string;
    }>;
    expect(all).toHaveLength(3);
    for (const story of all) {
      expect(story.verified).toBe(true);
      expect(story.budget).toBe(centsToDollars((await briefMoneyFiguresOf(t.database.db, story.briefId)).funded));
      // Only paid is paid: cash that reached a connected account, never a held or credited award.
      expect(story.paid).toBe(
        centsToDollars(
          (await creatorPaidOutByBrief(t.database.db, [story.briefId])).get(story.briefId)?.get(story.creator.id) ?? 0,
        ),
      );
    }
    expect(all.find((story) => story.title === 'Facts, footnotes and fans')?.status).toBe('awaiting_consent');
  });
});
