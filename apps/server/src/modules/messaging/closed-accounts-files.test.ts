import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGING_MESSAGES, type TMessage, type TStartConversationResponse } from '@briefly/shared/messaging';
import { createMovableClock } from '../../platform/module.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createCreator, TEST_PASSWORD } from '../../../test/factories.ts';
import { createClosedAccountsFiles } from './closed-accounts-files.ts';
import { createFileStorage } from '../../platform/file-storage.ts';

// A closed account's files leave storage by a job; its messages stay, and the file answers that it was removed.

const clock = createMovableClock();
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-closed-files-'));
  t = await createTestApp({ clock, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(60)]);

async function uploadPng(token: string, conversationId: string): Promise<TMessage> {
  const boundary = '----briefly-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="conversationId"\r\n\r\n${conversationId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages/upload',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { message: TMessage }).message;
}

it("deletes a closed account's files from storage, keeps its messages, and answers that the file was removed", async () => {
  const brand = await createBrand(t.app);
  const leaving = await createCreator(t.app);
  const staying = await createCreator(t.app);
  const startWith = async (creatorId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/conversations',
      headers: bearer(brand.token),
      payload: { receiverId: creatorId, initialMessage: 'Hello' },
    });
    return (response.json() as TStartConversationResponse).conversation.id;
  };
  const leavingFile = await uploadPng(leaving.token, await startWith(leaving.user.id));
  const stayingFile = await uploadPng(staying.token, await startWith(staying.user.id));
  const download = (messageId: string) =>
    t.app.inject({ method: 'GET', url: `/api/messages/files/${messageId}`, headers: bearer(brand.token) });
  expect((await download(leavingFile.id)).statusCode).toBe(200);

  const closed = await t.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: bearer(leaving.token),
    payload: { password: TEST_PASSWORD },
  });
  expect(closed.statusCode, closed.body).toBeLessThan(300);

  const storage = createFileStorage({ dataDir, s3: null });
  const job = createClosedAccountsFiles({ db: t.database.db, storage, clock });
  const { removed } = await job.removeFiles();
  expect(removed).toBeGreaterThanOrEqual(1);

  const gone = await download(leavingFile.id);
  expect(gone.statusCode).toBe(404);
  expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', error: MESSAGING_MESSAGES.fileRemoved });
  expect((await download(stayingFile.id)).statusCode).toBe(200);
  const thread = await t.app.inject({
    method: 'GET',
    url: `/api/messages/${leavingFile.conversationId}`,
    headers: bearer(brand.token),
  });
  expect(thread.body).toContain(leavingFile.id);

  // Done once: a second run finds nothing of it left to remove.
  const again = await job.removeFiles();
  const stillThere = await download(stayingFile.id);
  expect(stillThere.statusCode).toBe(200);
  expect(again.removed).toBe(0);
});
