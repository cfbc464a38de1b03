import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '@briefly/shared/api-keys';
import { DISPUTE_MESSAGES, type TDispute } from '@briefly/shared/disputes';
import { ATTACHMENT_MAX_BYTES, MESSAGING_MESSAGES } from '@briefly/shared/messaging';
import { queryRows } from '../../db/client.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  reviewSubmission,
} from '../../../test/factories.ts';

// Evidence files on a dispute's messages (docs/product/disputes.md#messages-and-evidence-files), through
// messaging's attachment pipeline: the dispute's parties and admins attach and download them; anyone
// else gets 404, the anonymous 401, a brand's API key 403; a file of the wrong type, with bytes that
// do not match its name or over the limit is refused with a sentence and nothing is stored.

let t: TestApp;
let dataDir: string;
type Account = { token: string; id: string };
let brand: Account;
let otherBrand: Account;
let outsider: Account;
let admin: Account;
let brandKey: string;

const account = async (made: Promise<{ token: string; user: { id: string } }>): Promise<Account> => {
  const { token, user } = await made;
  return { token, id: user.id };
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-disputes-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, MESSAGE_RATE_LIMIT_MAX: '100000' } });
  [brand, otherBrand, outsider] = await Promise.all([
    account(createBrand(t.app, { companyName: 'Evidence Outdoors' })),
    account(createBrand(t.app)),
    account(createCreator(t.app)),
  ]);
  admin = await account(createAdmin(t.app, t.database.db));
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/brands/api-keys',
    headers: bearer(brand.token),
    payload: { name: 'CI', scopes: [...API_KEY_SCOPES] },
  });
  expect(key.statusCode, key.body).toBe(201);
  brandKey = key.json().secret as string;
}, 90_000);
afterAll(() => t?.close());

/** A multipart body the way a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = `----briefly${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const attach = (token: string | undefined, disputeId: string, name: string, content: Buffer, fields = {}) => {
  const body = multipart(fields, { name, content });
  return t.app.inject({
    method: 'POST',
    url: `/api/disputes/${disputeId}/files`,
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
};
const download = (token: string | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(60)]);

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
const messageCount = async (disputeId: string) =>
  (
    await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from dispute_messages where dispute_id = ${disputeId}`,
    )
  )[0]!.count;

/** A creator disputes the rejection of their submission to the brand's brief. */
async function openDispute(): Promise<{ creator: Account; id: string }> {
  const creator = await account(createCreator(t.app));
  const brief = await createFundedBrief(t.app, brand.token, { reward: 100 });
  const submission = await createSubmission(t.app, creator.token, brief.id);
  await reviewSubmission(t.app, brand.token, submission.id, 'reject');
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/disputes',
    headers: bearer(creator.token),
    payload: { subjectType: 'submission', subjectId: submission.id, reason: 'It met the brief' },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return { creator, id: (opened.json().dispute as TDispute).id };
}

describe(`evidence files on dispute messages (${TEST_DB_KIND})`, () => {
  it('lets both parties and admins attach and download; nobody else', async () => {
    const { creator, id } = await openDispute();
    const sent = await attach(creator.token, id, 'Brief page 2.pdf', PDF, { body: 'The brief asked for this.' });
    expect(sent.statusCode, sent.body).toBe(201);
    const [message] = (sent.json().dispute as TDispute).messages;
    expect(message).toMatchObject({
      authorRole: 'creator',
      body: 'The brief asked for this.',
      file: { name: 'Brief page 2.pdf', size: PDF.length, url: `/api/disputes/${id}/files/${message!.id}` },
    });
    const url = message!.file!.url;

    // The brand answers with a file alone: its first message is the answer.
    const answered = await attach(brand.token, id, 'shot.png', PNG);
    expect(answered.statusCode, answered.body).toBe(201);
    const dispute = answered.json().dispute as TDispute;
    expect(dispute.answeredAt).not.toBeNull();
    expect(dispute.messages[1]).toMatchObject({ authorRole: 'brand', body: '', file: { name: 'shot.png' } });
    // An admin may add evidence too.
    expect((await attach(admin.token, id, 'note.txt', Buffer.from('Checked the brief.\n'))).statusCode).toBe(201);

    for (const reader of [creator, brand, admin]) {
      const seen = await t.app.inject({ method: 'GET', url: `/api/disputes/${id}`, headers: bearer(reader.token) });
      expect((seen.json().dispute as TDispute).messages.map((m) => m.file?.name)).toEqual([
        'Brief page 2.pdf',
        'shot.png',
        'note.txt',
      ]);
      const file = await download(reader.token, url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toContain('sandbox');
    }
    const image = await download(brand.token, dispute.messages[1]!.file!.url);
    expect(image.headers['content-type']).toBe('image/png');

    // A third party: not found, whatever they try; nothing is stored for them.
    const before = filesOnDisk().length;
    for (const stranger of [outsider, otherBrand]) {
      const refused = await attach(stranger.token, id, 'x.pdf', PDF);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe(DISPUTE_MESSAGES.notFound);
      const hidden = await download(stranger.token, url);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error).toBe(DISPUTE_MESSAGES.fileNotFound);
    }
    // The anonymous: sign in; a brand's API key: not for disputes.
    expect((await attach(undefined, id, 'x.pdf', PDF)).statusCode).toBe(401);
    expect((await download(undefined, url)).statusCode).toBe(401);
    expect((await attach(brandKey, id, 'x.pdf', PDF)).statusCode).toBe(403);
    expect((await download(brandKey, url)).statusCode).toBe(403);
    expect(filesOnDisk().length).toBe(before);
    expect(await messageCount(id)).toBe(3);

    // Another dispute's message, an unknown one, a malformed one.
    const other = await openDispute();
    expect((await download(other.creator.token, url.replace(id, other.id))).statusCode).toBe(404);
    expect((await download(creator.token, `/api/disputes/${id}/files/${randomUUID()}`)).statusCode).toBe(404);
    const malformed = await download(creator.token, `/api/disputes/${id}/files/nope`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toContain('Invalid message ID');
    expect(spooled()).toEqual([]);
  });

  it('refuses bad files and bad messages with a sentence and stores nothing', async () => {
    const { creator, id } = await openDispute();
    const before = filesOnDisk().length;
    const cases: Array<[string, () => ReturnType<typeof attach>, number, string]> = [
      [
        'a type off the list',
        () => attach(creator.token, id, 'setup.exe', Buffer.from('MZ')),
        400,
        MESSAGING_MESSAGES.fileTypeNotAllowed,
      ],
      [
        'an SVG',
        () => attach(creator.token, id, 'image.svg', Buffer.from('<svg/>')),
        400,
        MESSAGING_MESSAGES.fileTypeNotAllowed,
      ],
      [
        'HTML named .png',
        () => attach(creator.token, id, 'photo.png', Buffer.from('<html><script>alert(1)</script></html>')),
        400,
        MESSAGING_MESSAGES.fileContentMismatch,
      ],
      [
        'a PNG named .pdf',
        () => attach(creator.token, id, 'report.pdf', PNG),
        400,
        MESSAGING_MESSAGES.fileContentMismatch,
      ],
      [
        'an empty file',
        () => attach(creator.token, id, 'empty.pdf', Buffer.alloc(0)),
        400,
        MESSAGING_MESSAGES.fileContentMismatch,
      ],
      [
        '10 MB',
        () => {
          const big = Buffer.alloc(ATTACHMENT_MAX_BYTES, 0x41);
          big.write('%PDF-1.4');
          return attach(creator.token, id, 'big.pdf', big);
        },
        413,
        MESSAGING_MESSAGES.fileTooLarge,
      ],
      [
        'a NUL in the message',
        () => attach(creator.token, id, 'a.pdf', PDF, { body: 'a\u0000b' }),
        400,
        'Text may not contain NUL characters or unpaired surrogates',
      ],
      [
        'a NUL in the file name',
        () => attach(creator.token, id, 'a\u0000.pdf', PDF),
        400,
        'Text may not contain NUL characters or unpaired surrogates',
      ],
      [
        'a 100,000-character message',
        () => attach(creator.token, id, 'a.pdf', PDF, { body: 'x'.repeat(100_000) }),
        400,
        'Message can be at most 4,000 characters',
      ],
      [
        'HTML in the message',
        () => attach(creator.token, id, 'a.pdf', PDF, { body: '<b>look</b>' }),
        400,
        'Message cannot contain HTML',
      ],
    ];
    for (const [what, send, status, sentence] of cases) {
      const response = await send();
      expect(response.statusCode, what).toBe(status);
      expect(response.json().error, what).toBe(sentence);
    }
    // No file at all, not multipart, a broken body.
    const noFile = multipart({ body: 'hello' });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/disputes/${id}/files`,
      headers: { ...bearer(creator.token), ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(MESSAGING_MESSAGES.fileRequired);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/disputes/${id}/files`,
      headers: bearer(creator.token),
      payload: { body: 'not a file' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('Send the file as multipart/form-data.');
    const cut = multipart({}, { name: 'a.pdf', content: PDF });
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/disputes/${id}/files`,
      headers: { ...bearer(creator.token), ...cut.headers },
      payload: cut.payload.subarray(0, cut.payload.length - 30),
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const badId = await attach(creator.token, 'nope', 'a.pdf', PDF);
    expect(badId.statusCode).toBe(400);

    expect(filesOnDisk().length).toBe(before);
    expect(spooled()).toEqual([]);
    expect(await messageCount(id)).toBe(0);
  });

  it('takes no file once the dispute is resolved', async () => {
    const { creator, id } = await openDispute();
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/disputes/${id}/resolve`,
      headers: bearer(admin.token),
      payload: { outcome: 'uphold', note: 'The rejection stands.' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const before = filesOnDisk().length;
    const late = await attach(creator.token, id, 'late.pdf', PDF);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(DISPUTE_MESSAGES.closed);
    expect(filesOnDisk().length).toBe(before);
    expect(spooled()).toEqual([]);
  });
});
