import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { createMovableClock } from '../../platform/module.ts';
import { isolatedDatabase } from '../../../test/isolated-database.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createCreator, createDraftBrief, createFundedBrief } from '../../../test/factories.ts';
import { runJobs, storedMails, storedNotifications } from '../notifications/notifications.test-support.ts';

// Alerts of saved searches (docs/product/saved-searches.md#alerts), on a controlled clock: an instant
// search is told in the app once per brief, however often the brief is published; a daily search
// waits for the digest, which sends each creator one email listing every new match, once; verified
// addresses and email preferences are honoured; each search's link switches its alert off.

const clock = createMovableClock();
let t: TestApp;
let isolated: { database: Database; drop(): Promise<void> };
let brand: { token: string };
const word = 'quokkaloo';
const people: Record<string, { token: string; id: string }> = {};

beforeAll(async () => {
  clock.set(new Date());
  isolated = await isolatedDatabase('saved_alerts');
  t = await createTestApp({ database: isolated.database, clock, env: { PUBLIC_URL: 'https://briefly.test' } });
  const b = await createBrand(t.app);
  brand = { token: b.token };
  const [instant, daily, unverified, noEmail] = await Promise.all([
    createCreator(t.app),
    createCreator(t.app),
    createCreator(t.app, {}, { verified: false }),
    createCreator(t.app),
  ]);
  for (const [name, auth] of Object.entries({ instant, daily, unverified, noEmail }))
    people[name] = { token: auth.token, id: auth.user.id };
  const save = (who: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/creators/saved-searches',
      headers: bearer(people[who]!.token),
      payload: body,
    });
  await save('instant', { name: 'Quokkas now', filters: { search: word }, alert: 'instant' });
  await save('instant', { name: 'Quokkas off', filters: { search: word }, alert: 'off' });
  await save('daily', { name: 'Quokkas daily', filters: { search: word }, alert: 'daily' });
  await save('daily', { name: 'Big quokkas', filters: { search: word, minReward: 900 }, alert: 'daily' });
  await save('unverified', { name: 'Quokkas', filters: { search: word }, alert: 'daily' });
  await save('noEmail', { name: 'Quokkas', filters: { search: word }, alert: 'daily' });
  await t.app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: bearer(people.noEmail!.token),
    payload: { categories: { brief: { email: false } } },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await isolated?.drop();
});

const matchesOf = (creatorId: string) =>
  queryRows<{ brief_id: string; digested_at: Date | null }>(
    t.database.db,
    sql`select brief_id, digested_at from saved_search_matches where creator_id = ${creatorId}::uuid`,
  );
const setStatus = (briefId: string, status: string) =>
  t.app.inject({ method: 'PUT', url: `/api/briefs/${briefId}`, headers: bearer(brand.token), payload: { status } });

describe('saved-search alerts', () => {
  let first: { id: string };
  let second: { id: string };

  it('tells an instant search in the app once per brief, also when the brief is published again', async () => {
    first = await createFundedBrief(t.app, brand.token, { title: `A ${word} video`, reward: 1000 });
    await runJobs(t.app);
    expect((await setStatus(first.id, 'archived')).statusCode).toBe(200);
    expect((await setStatus(first.id, 'published')).statusCode).toBe(200);
    await runJobs(t.app);
    const told = await storedNotifications(t.database.db, [people.instant!.id]);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'New brief for “Quokkas now”', category: 'brief', in_app: true });
    // It opens the brief's page (description, requirements, reward, Apply), not the Apply dialog (issue 40, item 11).
    expect(told[0]!.link).toBe(`/brief/${first.id}`);
    expect(told[0]!.email_due_at).toBeNull(); // in the app only: a search's email is the daily digest
    expect(await matchesOf(people.instant!.id)).toHaveLength(1); // the switched-off search matched nothing
    expect(await storedNotifications(t.database.db, [people.daily!.id])).toEqual([]);
  });

  it('matches a brief when it becomes public, not while it is a private draft', async () => {
    const draft = await createDraftBrief(t.app, brand.token, { title: `Hidden ${word}`, reward: 300, isPrivate: true });
    await runJobs(t.app);
    expect((await matchesOf(people.daily!.id)).map((m) => m.brief_id)).not.toContain(draft.id);
    second = await createFundedBrief(t.app, brand.token, { title: `Another ${word} clip`, reward: 300 });
    await runJobs(t.app);
    // The first brief matched both of the daily creator's searches (its reward is over $900): one row each.
    const matched = (await matchesOf(people.daily!.id)).map((m) => m.brief_id);
    expect(matched.sort()).toEqual([first.id, first.id, second.id].sort());
  });

  it('sends each daily creator one email listing the new matches, once, to verified addresses that want it', async () => {
    clock.set(new Date(clock().getTime() + 24 * 60 * 60_000));
    const result = await t.app.services.savedSearchAlerts.sendDigests();
    expect(result.emails).toBe(1);
    await runJobs(t.app);
    const mails = await storedMails(t.database.db, people.daily!.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 new briefs match your saved searches');
    expect(mails[0]!.text).toContain('“Quokkas daily”');
    expect(mails[0]!.text).toContain('“Big quokkas”');
    expect(mails[0]!.text).toContain(`https://briefly.test/brief/${first.id}`);
    expect(mails[0]!.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/briefly\.test\/api\/creators\/saved-searches\/unsubscribe\?token=/,
    );
    expect(await storedMails(t.database.db, people.unverified!.id)).toEqual([]);
    expect(await storedMails(t.database.db, people.noEmail!.id)).toEqual([]);
    for (const who of ['daily', 'unverified', 'noEmail'])
      expect((await matchesOf(people[who]!.id)).every((match) => match.digested_at !== null)).toBe(true);

    expect((await t.app.services.savedSearchAlerts.sendDigests()).emails).toBe(0);
    expect(await storedMails(t.database.db, people.daily!.id)).toHaveLength(1);
  });

  it('switches one search off through its link (one-click POST), and refuses a forged link', async () => {
    const [mail] = await storedMails(t.database.db, people.daily!.id);
    const links = [...mail!.text.matchAll(/Stop emails for this search: (\S+)/g)].map((m) => m[1]!);
    expect(links).toHaveLength(2);
    const path = new URL(links[0]!).pathname + new URL(links[0]!).search;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop these emails?');
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('“Quokkas daily”');
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/creators/saved-searches', headers: bearer(people.daily!.token) })
    ).json().savedSearches as Array<{ name: string; alert: string }>;
    expect(Object.fromEntries(listed.map((s) => [s.name, s.alert]))).toEqual({
      'Quokkas daily': 'off',
      'Big quokkas': 'daily',
    });
    const forged = await t.app.inject({ method: 'POST', url: `${path.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(400);

    // A new brief: the search switched off is not matched; the other one waits for tomorrow's digest.
    const third = await createFundedBrief(t.app, brand.token, { title: `Third ${word}`, reward: 950 });
    await runJobs(t.app);
    const waiting = (await matchesOf(people.daily!.id)).filter((match) => match.digested_at === null);
    expect(waiting.map((match) => match.brief_id)).toEqual([third.id]);
  });
});
