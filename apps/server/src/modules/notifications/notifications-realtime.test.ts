import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  reviewSubmission,
} from '../../../test/factories.ts';
import { openEventStream, type EventStream } from '../../../test/server-processes.ts';
import { isolatedDatabase } from '../../../test/isolated-database.ts';
import { runJobs } from './notifications.test-support.ts';

// A notification reaches its user's open tabs at once (docs/product/notifications.md#live-updates):
// `notification.created` when it is made, `notifications.changed` when the user reads or dismisses.
// On a database of its own: on the shared PostgreSQL, draining the jobs meant running the hundreds that other
// files leave queued before this file's own, past the test's time limit on a busy machine.

let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let t: TestApp;
let baseUrl: string;
const streams: EventStream[] = [];
beforeAll(async () => {
  isolated = await isolatedDatabase('briefly_notif_rt');
  t = await createTestApp({ database: isolated.database });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
  await isolated.drop();
});

async function streamOf(token: string): Promise<EventStream> {
  const ticket = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: bearer(token) });
  const stream = await openEventStream(baseUrl, `/api/realtime?ticket=${encodeURIComponent(ticket.json().ticket)}`);
  streams.push(stream);
  await stream.waitFor((events) => events.some((event) => event.event === 'ready'));
  return stream;
}

const dataOf = (stream: EventStream, type: string) =>
  stream
    .events()
    .filter((event) => event.event === type)
    .map((event) => JSON.parse(event.data) as Record<string, unknown>);

describe(`notifications on the live stream (${TEST_DB_KIND})`, () => {
  it('a notification caused by another user arrives on the stream; reading it tells the other tabs', async () => {
    const brand = await createBrand(t.app);
    const creator = await createCreator(t.app);
    const brief = await createFundedBrief(t.app, brand.token);
    const submission = await createSubmission(t.app, creator.token, brief.id);
    await runJobs(t.app);
    const [tab, otherTab] = [await streamOf(creator.token), await streamOf(creator.token)];
    const brandTab = await streamOf(brand.token);

    await reviewSubmission(t.app, brand.token, submission.id, 'approve'); // the brand acts…
    await runJobs(t.app); // …the event is delivered…
    await tab.waitFor((events) => events.some((event) => event.event === 'notification.created'), 5_000); // …and the creator hears of it
    const [created] = dataOf(tab, 'notification.created');
    expect(created).toEqual({ id: expect.any(String), category: 'submission', priority: 'medium' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(creator.token) });
    expect(listed.json().notifications[0].id).toBe(created!.id);

    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${String(created!.id)}/read`,
      headers: { ...bearer(creator.token), 'content-type': 'application/json' },
    });
    expect(read.statusCode).toBe(200);
    await otherTab.waitFor((events) => events.some((event) => event.event === 'notifications.changed'), 5_000);
    expect(dataOf(otherTab, 'notifications.changed')).toEqual([{}]);

    // Nothing of the creator's reaches the brand's stream.
    expect(dataOf(brandTab, 'notification.created')).toEqual([]);
    expect(dataOf(brandTab, 'notifications.changed')).toEqual([]);
  });
});
