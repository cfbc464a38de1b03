import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  MESSAGING_MESSAGES,
  type TConversation,
  type TMessage,
  type TStartConversationResponse,
} from '@briefly/shared/messaging';
import type { TAuthResponse } from '@briefly/shared/auth';
import { queryRows } from '../../db/client.ts';
import { createMovableClock } from '../../platform/module.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import { bearer, createAdmin, createBrand, createCreator, createFundedBrief } from '../../../test/factories.ts';
import { publishedEvents } from '../../../test/outbox.ts';
import { runJobs } from '../notifications/notifications.test-support.ts';

// The messaging API through the real app: only the two participants reach a conversation, its
// messages and its files; limits hold on the server.

const clock = createMovableClock();
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  // The app's data directory, where the local file storage and the upload spool live.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-messaging-'));
  t = await createTestApp({ clock, env: { DATA_DIR: dataDir, MESSAGE_RATE_LIMIT_MAX: '100000' } });
});
afterAll(() => t.close());

const call = (options: InjectOptions) => t.app.inject(options);

async function start(
  token: string,
  receiverId: string,
  initialMessage = 'Hello there',
  extra: Record<string, unknown> = {},
) {
  return call({
    method: 'POST',
    url: '/api/messages/conversations',
    headers: bearer(token),
    payload: { receiverId, initialMessage, ...extra },
  });
}
async function started(
  token: string,
  receiverId: string,
  initialMessage = 'Hello there',
): Promise<TStartConversationResponse> {
  const response = await start(token, receiverId, initialMessage);
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json();
}
async function send(token: string, conversationId: string, content: string) {
  return call({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(token),
    payload: { conversationId, content, type: 'text' },
  });
}
async function conversations(token: string): Promise<TConversation[]> {
  const response = await call({ method: 'GET', url: '/api/messages/conversations', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conversations;
}

/** A multipart body the way a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; field?: string }) {
  const boundary = `----briefly${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
async function upload(token: string, conversationId: string, name: string, content: Buffer) {
  const body = multipart({ conversationId }, { name, content });
  return call({
    method: 'POST',
    url: '/api/messages/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Valid bytes for each accepted extension. */
const SAMPLES: Record<string, Buffer> = {
  pdf: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml')]),
  txt: Buffer.from('Draft notes: ünïcödé is fine.\nSecond line.\n', 'utf8'),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.alloc(60)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(60)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(30)]),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(40)]),
  mov: Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.alloc(40)]),
};

function filesOnDisk(): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}
function spooled(): string[] {
  const dir = path.join(dataDir, 'tmp', 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe(`messaging API (${TEST_DB_KIND})`, () => {
  let brand: TAuthResponse;
  let creator: TAuthResponse;
  let outsider: TAuthResponse;
  let otherBrand: TAuthResponse;
  let conversationId: string;

  beforeAll(async () => {
    clock.set(null);
    [brand, creator, outsider, otherBrand] = await Promise.all([
      createBrand(t.app),
      createCreator(t.app),
      createCreator(t.app),
      createBrand(t.app),
    ]);
  });

  it('answers 401 to anonymous callers on every call', async () => {
    const id = randomUUID();
    const calls: Array<[string, string]> = [
      ['GET', '/api/messages/conversations'],
      ['POST', '/api/messages/conversations'],
      ['GET', '/api/messages/available-users'],
      ['GET', `/api/messages/${id}`],
      ['POST', `/api/messages/${id}/read`],
      ['POST', '/api/messages'],
      ['POST', '/api/messages/upload'],
      ['GET', `/api/messages/files/${id}`],
      ['GET', `/api/messages/files/${id}/link`],
      ['POST', `/api/messages/${id}/block`],
      ['DELETE', `/api/messages/${id}/block`],
      ['POST', `/api/messages/${id}/report`],
      ['GET', '/api/admin/messages/reports'],
      ['GET', `/api/admin/messages/reports/${id}`],
    ];
    for (const [method, url] of calls) {
      const response = await call({ method: method as 'GET', url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('starts one conversation per pair: starting again adds the message to the same one', async () => {
    const first = await start(brand.token, creator.user.id, 'Loved your submission!');
    expect(first.statusCode, first.body).toBe(201);
    const body: TStartConversationResponse = first.json();
    conversationId = body.conversation.id;
    expect(body.created).toBe(true);
    expect(body.conversation).toMatchObject({
      participant1: { id: brand.user.id, type: 'brand' },
      participant2: { id: creator.user.id, type: 'creator' },
      unreadCount: 0,
      lastMessage: { type: 'text', content: 'Loved your submission!', fileName: null, senderId: brand.user.id },
      blockedByMe: false,
      blockedByOther: false,
    });
    expect(body.conversation.participant1.name).not.toBe('');
    expect(body.message).toMatchObject({
      conversationId,
      senderId: brand.user.id,
      content: 'Loved your submission!',
      type: 'text',
      fileUrl: null,
      readAt: null,
    });

    const again = await start(brand.token, creator.user.id, 'One more thing');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: false, conversation: { id: conversationId } });

    // The creator answers through the same call: still the same conversation, brand still participant1.
    const reply = await start(creator.token, brand.user.id, 'Thanks!');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().conversation).toMatchObject({ id: conversationId, participant1: { id: brand.user.id } });
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from conversations where brand_id = ${brand.user.id} and creator_id = ${creator.user.id}`,
    );
    expect(row!.count).toBe(1);
  });

  it('counts unread messages per participant and clears them on read', async () => {
    const [forCreator] = (await conversations(creator.token)).filter((c) => c.id === conversationId);
    const [forBrand] = (await conversations(brand.token)).filter((c) => c.id === conversationId);
    expect(forCreator!.unreadCount).toBe(2);
    expect(forBrand!.unreadCount).toBe(1);
    expect(forCreator!.lastMessage).toMatchObject({ content: 'Thanks!', senderId: creator.user.id });

    const read = await call({
      method: 'POST',
      url: `/api/messages/${conversationId}/read`,
      headers: { ...bearer(creator.token), 'content-type': 'application/json' },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ conversationId, marked: 2, unreadCount: 0 });
    expect((await conversations(creator.token)).find((c) => c.id === conversationId)!.unreadCount).toBe(0);
    expect((await conversations(brand.token)).find((c) => c.id === conversationId)!.unreadCount).toBe(1);
    const events = await publishedEvents(t.database.db, ['conversation.read']);
    expect(events.at(-1)).toMatchObject({
      conversationId,
      readerId: creator.user.id,
      otherId: brand.user.id,
      marked: 2,
    });
    // Reading again changes nothing and tells nobody.
    await call({ method: 'POST', url: `/api/messages/${conversationId}/read`, headers: bearer(creator.token) });
    expect(await publishedEvents(t.database.db, ['conversation.read'])).toHaveLength(events.length);
  });

  it('sends text messages, published as message.created for both participants', async () => {
    const response = await send(brand.token, conversationId, '  <b>not bold</b>  ');
    expect(response.statusCode, response.body).toBe(201);
    const message: TMessage = response.json().message;
    // Stored as text, as sent.
    expect(message.content).toBe('  <b>not bold</b>  ');
    const events = await publishedEvents(t.database.db, ['message.created']);
    expect(events.at(-1)).toEqual({
      type: 'message.created',
      messageId: message.id,
      conversationId,
      senderId: brand.user.id,
      recipientId: creator.user.id,
      kind: 'text',
    });
  });

  it('refuses blank and oversized messages, unknown receivers and a brand writing to a brand', async () => {
    const blankStart = await start(brand.token, creator.user.id, '   ');
    expect(blankStart.statusCode).toBe(400);
    expect(blankStart.json().error).toBe(MESSAGING_MESSAGES.initialMessageRequired);
    const blank = await send(brand.token, conversationId, ' \n ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(MESSAGING_MESSAGES.messageRequired);
    expect((await send(brand.token, conversationId, 'x'.repeat(5001))).statusCode).toBe(400);
    const noReceiver = await call({
      method: 'POST',
      url: '/api/messages/conversations',
      headers: bearer(brand.token),
      payload: { initialMessage: 'Hi' },
    });
    expect(noReceiver.statusCode).toBe(400);

    const unknown = await start(brand.token, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', error: MESSAGING_MESSAGES.userNotFound });
    const brandToBrand = await start(brand.token, otherBrand.user.id);
    expect(brandToBrand.statusCode).toBe(422);
    expect(brandToBrand.json().error).toBe(MESSAGING_MESSAGES.wrongCounterpart);
    expect((await start(creator.token, outsider.user.id)).statusCode).toBe(422);
    expect((await start(brand.token, brand.user.id)).statusCode).toBe(422);
    // Admins are not chat users: unknown as a receiver, refused as a caller.
    const admin = await createAdmin(t.app, t.database.db);
    expect((await start(brand.token, admin.user.id)).statusCode).toBe(404);
    expect((await start(admin.token, creator.user.id)).statusCode).toBe(403);
    // A server-owned field is refused.
    const extra = await start(brand.token, creator.user.id, 'Hi', { senderId: creator.user.id });
    expect(extra.statusCode).toBe(400);
  });

  it('lets a creator write first only to a brand whose brief they can see', async () => {
    const refused = await start(outsider.token, otherBrand.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGING_MESSAGES.cannotStartWithBrand);
    // Searched by email: on a shared database the first page holds other tests' brands too.
    const findBrand = `/api/messages/available-users?search=${encodeURIComponent(otherBrand.user.email)}`;
    const users = await call({ method: 'GET', url: findBrand, headers: bearer(outsider.token) });
    expect(users.json().users.map((u: { id: string }) => u.id)).not.toContain(otherBrand.user.id);

    const brief = await createFundedBrief(t.app, otherBrand.token);
    const listed = await call({ method: 'GET', url: findBrand, headers: bearer(outsider.token) });
    expect(listed.json().users).toContainEqual(expect.objectContaining({ id: otherBrand.user.id, type: 'brand' }));
    const ok = await start(outsider.token, otherBrand.user.id, 'About your brief', { briefId: brief.id });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().conversation).toMatchObject({
      briefId: brief.id,
      briefTitle: brief.title,
      participant1: { id: outsider.user.id, type: 'creator' },
    });
    // A brief of another brand cannot be attached.
    expect((await start(brand.token, outsider.user.id, 'Hi', { briefId: brief.id })).statusCode).toBe(404);
  });

  it('lists available users by name or email, paged, without admins or the caller', async () => {
    const named = await createCreator(t.app, { fullName: `Zed Searchable ${randomUUID().slice(0, 6)}` });
    const byName = await call({
      method: 'GET',
      url: `/api/messages/available-users?search=${encodeURIComponent('zed searchable')}`,
      headers: bearer(brand.token),
    });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().users).toContainEqual({
      id: named.user.id,
      fullName: expect.stringContaining('Zed Searchable'),
      email: named.user.email,
      type: 'creator',
    });
    const byEmail = await call({
      method: 'GET',
      url: `/api/messages/available-users?search=${encodeURIComponent(named.user.email)}`,
      headers: bearer(brand.token),
    });
    expect(byEmail.json().users.map((u: { id: string }) => u.id)).toEqual([named.user.id]);
    const page = await call({
      method: 'GET',
      url: '/api/messages/available-users?limit=1',
      headers: bearer(brand.token),
    });
    expect(page.json()).toMatchObject({ hasMore: true });
    expect(page.json().users).toHaveLength(1);
    const all = await call({
      method: 'GET',
      url: '/api/messages/available-users?limit=50',
      headers: bearer(brand.token),
    });
    for (const user of all.json().users) expect(user.type).toBe('creator');
    expect(
      (await call({ method: 'GET', url: '/api/messages/available-users?limit=1000', headers: bearer(brand.token) }))
        .statusCode,
    ).toBe(400);
  });

  it('pages a long thread backwards with a cursor, oldest to newest within a page', async () => {
    const { conversation } = await started(brand.token, outsider.user.id, 'm0');
    for (let i = 1; i < 7; i++)
      expect((await send(i % 2 ? outsider.token : brand.token, conversation.id, `m${i}`)).statusCode).toBe(201);
    const contents: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const query: string = before ? `?limit=3&before=${before}` : '?limit=3';
      const response = await call({
        method: 'GET',
        url: `/api/messages/${conversation.id}${query}`,
        headers: bearer(outsider.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      contents.unshift(...body.messages.map((m: TMessage) => m.content));
      expect(body.hasMore).toBe(body.nextCursor !== null);
      before = body.nextCursor;
      pages++;
    } while (before && pages < 10);
    expect(pages).toBe(3);
    expect(contents.filter((c) => /^m\d$/.test(c))).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('answers 404 to a third user everywhere: read, post, upload, download, mark read, block, report', async () => {
    const file = await upload(brand.token, conversationId, 'brief.pdf', SAMPLES.pdf!);
    expect(file.statusCode, file.body).toBe(201);
    const messageId = file.json().message.id;
    const calls: Array<Promise<{ statusCode: number }>> = [
      call({ method: 'GET', url: `/api/messages/${conversationId}`, headers: bearer(outsider.token) }),
      send(outsider.token, conversationId, 'let me in'),
      upload(outsider.token, conversationId, 'x.pdf', SAMPLES.pdf!),
      call({ method: 'GET', url: `/api/messages/files/${messageId}`, headers: bearer(outsider.token) }),
      call({ method: 'GET', url: `/api/messages/files/${messageId}/link`, headers: bearer(outsider.token) }),
      call({ method: 'POST', url: `/api/messages/${conversationId}/read`, headers: bearer(outsider.token) }),
      call({ method: 'POST', url: `/api/messages/${conversationId}/block`, headers: bearer(outsider.token) }),
      call({
        method: 'POST',
        url: `/api/messages/${conversationId}/report`,
        headers: bearer(outsider.token),
        payload: { reason: 'spam' },
      }),
      call({ method: 'GET', url: `/api/messages/${randomUUID()}`, headers: bearer(brand.token) }),
    ];
    for (const [index, response] of (await Promise.all(calls)).entries())
      expect(response.statusCode, `call ${index}`).toBe(404);
    expect((await conversations(outsider.token)).map((c) => c.id)).not.toContain(conversationId);
    expect(
      (await call({ method: 'GET', url: '/api/messages/not-a-uuid', headers: bearer(brand.token) })).statusCode,
    ).toBe(400);
    // Nothing the outsider sent was stored.
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from messages where sender_id = ${outsider.user.id} and conversation_id = ${conversationId}`,
    );
    expect(row!.count).toBe(0);
  });

  describe('attachments', () => {
    it.each(Object.keys(SAMPLES))('accepts a .%s whose bytes match', async (extension) => {
      const response = await upload(
        creator.token,
        conversationId,
        `work sample.${extension.toUpperCase()}`,
        SAMPLES[extension]!,
      );
      expect(response.statusCode, response.body).toBe(201);
      const message: TMessage = response.json().message;
      expect(message).toMatchObject({
        type: 'file',
        fileName: `work sample.${extension.toUpperCase()}`,
        fileSize: SAMPLES[extension]!.length,
        fileUrl: `/api/messages/files/${message.id}`,
      });
      expect(message.previewUrl !== null).toBe(['jpg', 'jpeg', 'png', 'gif', 'mp4', 'mov'].includes(extension));
      const download = await call({ method: 'GET', url: message.fileUrl!, headers: bearer(brand.token) });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(SAMPLES[extension]!)).toBe(true);
    });

    it('serves downloads to participants with safe headers', async () => {
      const pdf = (await upload(brand.token, conversationId, 'Brïef final.pdf', SAMPLES.pdf!)).json()
        .message as TMessage;
      const response = await call({ method: 'GET', url: pdf.fileUrl!, headers: bearer(creator.token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="Br_ef final.pdf"; filename\*=UTF-8''Br%C3%AFef%20final.pdf$/,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['cache-control']).toBe('no-store');
      // Video players seek with ranges.
      const mp4 = (await upload(brand.token, conversationId, 'clip.mp4', SAMPLES.mp4!)).json().message as TMessage;
      const part = await call({
        method: 'GET',
        url: mp4.fileUrl!,
        headers: { ...bearer(creator.token), range: 'bytes=4-11' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 4-11/${SAMPLES.mp4!.length}`);
      expect(part.rawPayload.toString('latin1')).toBe('ftypmp42');
      expect(part.headers['x-content-type-options']).toBe('nosniff');
      const tail = await call({
        method: 'GET',
        url: mp4.fileUrl!,
        headers: { ...bearer(creator.token), range: 'bytes=-4' },
      });
      expect(tail.rawPayload.equals(SAMPLES.mp4!.subarray(-4))).toBe(true);
      const beyond = await call({
        method: 'GET',
        url: mp4.fileUrl!,
        headers: { ...bearer(creator.token), range: 'bytes=9999-' },
      });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${SAMPLES.mp4!.length}`);
      expect(beyond.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      const png = (await upload(brand.token, conversationId, 'shot.png', SAMPLES.png!)).json().message as TMessage;
      const image = await call({ method: 'GET', url: png.fileUrl!, headers: bearer(creator.token) });
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toMatch(/^inline;/);
    });

    it('refuses types off the list, and bytes that do not match the extension', async () => {
      for (const name of ['setup.exe', 'page.html', 'image.svg', 'noextension', 'archive.zip']) {
        const response = await upload(brand.token, conversationId, name, Buffer.from('MZ\x90\x00'));
        expect(response.statusCode, name).toBe(400);
        expect(response.json().error).toBe(MESSAGING_MESSAGES.fileTypeNotAllowed);
      }
      const mismatches: Array<[string, Buffer]> = [
        ['photo.png', Buffer.from('<html><script>alert(1)</script></html>')],
        ['photo.jpg', SAMPLES.png!],
        ['report.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1')],
        ['notes.txt', Buffer.from('<!DOCTYPE html><html><body>hi</body></html>')],
        ['notes.txt', Buffer.from([0x68, 0x69, 0x00, 0x21])],
        ['notes.txt', Buffer.from([0xc3, 0x28, 0x41])],
        ['clip.mp4', SAMPLES.gif!],
        ['letter.docx', SAMPLES.doc!],
        ['empty.pdf', Buffer.alloc(0)],
      ];
      for (const [name, content] of mismatches) {
        const response = await upload(brand.token, conversationId, name, content);
        expect(response.statusCode, name).toBe(400);
        expect(response.json().error, name).toBe(MESSAGING_MESSAGES.fileContentMismatch);
      }
      expect(spooled()).toEqual([]);
    });

    it('refuses 10 MB and more with 413 and stores nothing', async () => {
      const before = filesOnDisk().length;
      const [{ count: rowsBefore }] = (await queryRows<{ count: number }>(
        t.database.db,
        sql`select count(*)::int as count from messages where type = 'file'`,
      )) as [{ count: number }];
      for (const size of [ATTACHMENT_MAX_BYTES + 1, ATTACHMENT_MAX_BYTES]) {
        const content = Buffer.alloc(size, 0x41);
        content.write('%PDF-1.4');
        const response = await upload(brand.token, conversationId, 'big.pdf', content);
        expect(response.statusCode, String(size)).toBe(413);
        expect(response.json()).toEqual({ error: 'File size must be less than 10MB', code: 'PAYLOAD_TOO_LARGE' });
      }
      expect(filesOnDisk().length).toBe(before);
      expect(spooled()).toEqual([]);
      const [{ count: rowsAfter }] = (await queryRows<{ count: number }>(
        t.database.db,
        sql`select count(*)::int as count from messages where type = 'file'`,
      )) as [{ count: number }];
      expect(rowsAfter).toBe(rowsBefore);
      // Just under the limit is fine.
      const under = Buffer.alloc(ATTACHMENT_MAX_BYTES - 1, 0x41);
      under.write('%PDF-1.4');
      expect((await upload(brand.token, conversationId, 'big.pdf', under)).statusCode).toBe(201);
    });

    it('streams uploads over a real connection: a file just under the limit is kept, one over it refused', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address() as { port: number };
      const post = async (size: number) => {
        const content = Buffer.alloc(size, 0x20);
        content.write('%PDF-1.7');
        const form = new FormData();
        form.append('conversationId', conversationId);
        form.append('file', new Blob([content]), 'large.pdf');
        const response = await fetch(`http://127.0.0.1:${address.port}/api/messages/upload`, {
          method: 'POST',
          headers: bearer(creator.token),
          body: form,
        });
        return { status: response.status, body: (await response.json()) as { error?: string; message?: TMessage } };
      };
      const before = filesOnDisk().length;
      expect(await post(ATTACHMENT_MAX_BYTES + 1)).toEqual({
        status: 413,
        body: { error: MESSAGING_MESSAGES.fileTooLarge, code: 'PAYLOAD_TOO_LARGE' },
      });
      expect(filesOnDisk().length).toBe(before);
      const kept = await post(ATTACHMENT_MAX_BYTES - 1);
      expect(kept.status).toBe(201);
      expect(kept.body.message).toMatchObject({ fileSize: ATTACHMENT_MAX_BYTES - 1 });
      expect(filesOnDisk().length).toBe(before + 1);
      expect(spooled()).toEqual([]);
    });

    it('refuses an upload without a file, without a conversation, or not as multipart', async () => {
      const noFile = multipart({ conversationId });
      expect(
        (
          await call({
            method: 'POST',
            url: '/api/messages/upload',
            headers: { ...bearer(brand.token), ...noFile.headers },
            payload: noFile.payload,
          })
        ).statusCode,
      ).toBe(400);
      const noConversation = multipart({}, { name: 'a.pdf', content: SAMPLES.pdf! });
      const response = await call({
        method: 'POST',
        url: '/api/messages/upload',
        headers: { ...bearer(brand.token), ...noConversation.headers },
        payload: noConversation.payload,
      });
      expect(response.statusCode).toBe(400);
      const nul = multipart({ conversationId, content: 'a\u0000b' }, { name: 'a.pdf', content: SAMPLES.pdf! });
      expect(
        (
          await call({
            method: 'POST',
            url: '/api/messages/upload',
            headers: { ...bearer(brand.token), ...nul.headers },
            payload: nul.payload,
          })
        ).statusCode,
      ).toBe(400);
      const nulName = multipart({ conversationId }, { name: 'a\u0000.pdf', content: SAMPLES.pdf! });
      expect(
        (
          await call({
            method: 'POST',
            url: '/api/messages/upload',
            headers: { ...bearer(brand.token), ...nulName.headers },
            payload: nulName.payload,
          })
        ).statusCode,
      ).toBe(400);
      const cut = multipart({ conversationId }, { name: 'a.pdf', content: SAMPLES.pdf! });
      const truncated = await call({
        method: 'POST',
        url: '/api/messages/upload',
        headers: { ...bearer(brand.token), ...cut.headers },
        payload: cut.payload.subarray(0, cut.payload.length - 20),
      });
      expect(truncated.statusCode).toBe(400);
      expect(truncated.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      const json = await call({
        method: 'POST',
        url: '/api/messages/upload',
        headers: bearer(brand.token),
        payload: { conversationId },
      });
      expect(json.statusCode).toBe(415);
      expect(spooled()).toEqual([]);
    });

    it('loads images through short-lived signed links that expire, without a token', async () => {
      clock.set(new Date());
      try {
        const png: TMessage = (await upload(brand.token, conversationId, 'thumb.png', SAMPLES.png!)).json().message;
        expect(png.previewUrl).toMatch(/^\/api\/messages\/files\/[0-9a-f-]+\/signed\?expires=\d+&sig=/);
        expect(png.previewUrl).not.toContain(brand.token);
        const anonymous = await call({ method: 'GET', url: png.previewUrl! });
        expect(anonymous.statusCode).toBe(200);
        expect(anonymous.headers['x-content-type-options']).toBe('nosniff');
        expect(anonymous.rawPayload.equals(SAMPLES.png!)).toBe(true);
        const tampered = png.previewUrl!.replace(/sig=./, (match) => (match.endsWith('A') ? 'sig=B' : 'sig=A'));
        expect((await call({ method: 'GET', url: tampered })).statusCode).toBe(404);
        // A fresh link on request, for the participants only.
        const link = await call({
          method: 'GET',
          url: `/api/messages/files/${png.id}/link`,
          headers: bearer(creator.token),
        });
        expect(link.statusCode).toBe(200);
        expect(link.json().url).toContain(`/api/messages/files/${png.id}/signed?`);
        // PDFs are downloaded with the token, never through a link.
        const pdf: TMessage = (await upload(brand.token, conversationId, 'doc.pdf', SAMPLES.pdf!)).json().message;
        expect(pdf.previewUrl).toBeNull();
        expect(
          (await call({ method: 'GET', url: `/api/messages/files/${pdf.id}/link`, headers: bearer(creator.token) }))
            .statusCode,
        ).toBe(404);

        clock.set(new Date(Date.now() + 6 * 60_000 + 1_000));
        const expired = await call({ method: 'GET', url: png.previewUrl! });
        expect(expired.statusCode).toBe(403);
        expect(expired.json().error).toBe(MESSAGING_MESSAGES.linkExpired);
      } finally {
        clock.set(null);
      }
    });
  });

  it('blocks both directions until unblocked', async () => {
    const blocked = await call({
      method: 'POST',
      url: `/api/messages/${conversationId}/block`,
      headers: bearer(creator.token),
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ conversationId, blockedByMe: true });
    expect((await send(brand.token, conversationId, 'hello?')).statusCode).toBe(403);
    expect((await send(creator.token, conversationId, 'bye')).json().error).toBe(MESSAGING_MESSAGES.blockedByYou);
    expect((await start(brand.token, creator.user.id, 'again')).statusCode).toBe(403);
    expect((await upload(brand.token, conversationId, 'a.pdf', SAMPLES.pdf!)).statusCode).toBe(403);
    expect((await conversations(brand.token)).find((c) => c.id === conversationId)).toMatchObject({
      blockedByOther: true,
      blockedByMe: false,
    });
    expect((await conversations(creator.token)).find((c) => c.id === conversationId)).toMatchObject({
      blockedByMe: true,
    });
    const unblocked = await call({
      method: 'DELETE',
      url: `/api/messages/${conversationId}/block`,
      headers: bearer(creator.token),
    });
    expect(unblocked.json()).toEqual({ conversationId, blockedByMe: false });
    expect((await send(brand.token, conversationId, 'hello again')).statusCode).toBe(201);
    expect(
      (await publishedEvents(t.database.db, ['conversation.blocked']))
        .slice(-2)
        .map((e) => (e as { blocked: boolean }).blocked),
    ).toEqual([true, false]);
  });

  it('queues reports for admins, who read the thread only through them, audited', async () => {
    const reported = await call({
      method: 'POST',
      url: `/api/messages/${conversationId}/report`,
      headers: bearer(creator.token),
      payload: { reason: 'Asked me to pay outside the platform', block: true },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const { report, blockedByMe } = reported.json();
    expect(blockedByMe).toBe(true);
    expect(report).toMatchObject({
      conversationId,
      reporter: { id: creator.user.id, type: 'creator' },
      reported: { id: brand.user.id, type: 'brand' },
      status: 'open',
    });
    expect(
      (
        await call({
          method: 'POST',
          url: `/api/messages/${conversationId}/report`,
          headers: bearer(creator.token),
          payload: { reason: '  ' },
        })
      ).statusCode,
    ).toBe(400);

    const admin = await createAdmin(t.app, t.database.db);
    expect(
      (await call({ method: 'GET', url: '/api/admin/messages/reports', headers: bearer(brand.token) })).statusCode,
    ).toBe(403);
    const list = await call({ method: 'GET', url: '/api/admin/messages/reports', headers: bearer(admin.token) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().reports.map((r: { id: string }) => r.id)).toContain(report.id);
    const thread = await call({
      method: 'GET',
      url: `/api/admin/messages/reports/${report.id}`,
      headers: bearer(admin.token),
    });
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().conversation).toMatchObject({ id: conversationId, participant1: { id: brand.user.id } });
    expect(thread.json().messages[0]).toMatchObject({ content: 'Loved your submission!' });
    const audit = await queryRows<{ action: string; actor_id: string }>(
      t.database.db,
      sql`select action, actor_id from audit_log where target_type = 'conversation' and target_id = ${conversationId}`,
    );
    expect(audit).toEqual([{ action: 'messaging.report.read', actor_id: admin.user.id }]);
    expect(
      (await call({ method: 'GET', url: `/api/admin/messages/reports/${randomUUID()}`, headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(404);
    // Admins still cannot open conversations through the participants' calls.
    expect(
      (await call({ method: 'GET', url: `/api/messages/${conversationId}`, headers: bearer(admin.token) })).statusCode,
    ).toBe(403);
    await call({ method: 'DELETE', url: `/api/messages/${conversationId}/block`, headers: bearer(creator.token) });
  });

  it('turns messages unread for 10 minutes into one notification per conversation, emailed in the next batch', async () => {
    const fresh = await createCreator(t.app);
    const { conversation } = await started(brand.token, fresh.user.id, 'first');
    await send(brand.token, conversation.id, 'second');
    const service = t.app.services.messaging;
    const unreadEvents = async () =>
      (await publishedEvents(t.database.db, ['messages.unread'])).filter(
        (e) => (e as { conversationId: string }).conversationId === conversation.id,
      );
    await service.remindUnread();
    expect(await unreadEvents()).toHaveLength(0);
    clock.set(new Date(Date.now() + 11 * 60_000));
    try {
      await service.remindUnread();
      await service.remindUnread();
      const events = await unreadEvents();
      expect(events).toEqual([
        expect.objectContaining({
          recipientId: fresh.user.id,
          recipientType: 'creator',
          senderId: brand.user.id,
          count: 2,
        }),
      ]);
      // Until every delivery is done, also one the process's own runner may have picked up meanwhile.
      await runJobs(t.app);
      const notes = await queryRows<{ category: string; title: string; link: string; email_due_at: Date | null }>(
        t.database.db,
        sql`select category, title, link, email_due_at from notifications where user_id = ${fresh.user.id}`,
      );
      expect(notes).toEqual([
        expect.objectContaining({
          category: 'message',
          title: '2 unread messages',
          link: `/creator/dashboard?tab=messaging&conversation=${conversation.id}`,
        }),
      ]);
      expect(notes[0]!.email_due_at).not.toBeNull();
    } finally {
      clock.set(null);
    }
  });
});

describe(`message rate limit (${TEST_DB_KIND})`, () => {
  it('limits sending per user across every way of sending', async () => {
    const limited = await createTestApp({ database: t.database, env: { MESSAGE_RATE_LIMIT_MAX: '3' } });
    try {
      const [brand, creator, other] = await Promise.all([
        createBrand(limited.app),
        createCreator(limited.app),
        createBrand(limited.app),
      ]);
      const first = await limited.app.inject({
        method: 'POST',
        url: '/api/messages/conversations',
        headers: bearer(brand.token),
        payload: { receiverId: creator.user.id, initialMessage: 'one' },
      });
      const id = first.json().conversation.id;
      const statuses = [first.statusCode];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/messages',
              headers: bearer(brand.token),
              payload: { conversationId: id, content: `n${i}` },
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      // Another user has their own allowance.
      const otherStart = await limited.app.inject({
        method: 'POST',
        url: '/api/messages/conversations',
        headers: bearer(other.token),
        payload: { receiverId: creator.user.id, initialMessage: 'hi' },
      });
      expect(otherStart.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
