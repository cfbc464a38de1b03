import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  connectPayoutAccount,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
  uniqueEmail,
  uniqueSuffix,
  winnerEntry,
} from '../../../test/factories.ts';
import { csvCell, csvLine } from '@briefly/shared/csv';
import { batches } from './admin-csv.ts';

// The admin's CSV exports (docs/product/admin.md#exports): the lists' filters, every match, cells
// quoted and made formula-safe.

/** Parses RFC 4180 text (quoted cells, doubled quotes, CRLF) for the assertions. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

describe('csvCell (@briefly/shared/csv, also the creator earnings download)', () => {
  it('quotes commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell({ a: 1, b: 'x,y' })).toBe('"{""a"":1,""b"":""x,y""}"');
  });

  it('makes text a spreadsheet would run as a formula inert', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvLine(['x', '=1', 2])).toBe("x,'=1,2\r\n");
  });

  it('reads every batch until a short one', async () => {
    const calls: number[] = [];
    const rows: number[] = [];
    for await (const row of batches(async (offset, limit) => {
      calls.push(offset);
      return Array.from({ length: Math.max(0, Math.min(limit, 7 - offset)) }, (_, n) => offset + n);
    }, 3))
      rows.push(row);
    expect(rows).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(calls).toEqual([0, 3, 6]);
  });
});

describe('GET /api/admin/…/export.csv', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: string } };
  const tag = `Csvco${uniqueSuffix()}`;
  let hostileBrand: { id: string; email: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app, t.database.db);
    for (let n = 0; n < 12; n++) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/admin/brands',
        headers: bearer(admin.token),
        payload: {
          companyName: `${tag} ${n}`,
          contactName: `Contact ${n}`,
          email: uniqueEmail('csv'),
          password: 'secret',
          isVerified: n % 2 === 0,
        },
      });
      expect(made.statusCode).toBe(201);
    }
    const email = uniqueEmail('csv-hostile');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands',
      headers: bearer(admin.token),
      payload: {
        companyName: `=HYPERLINK("http://evil.test","${tag} click")`,
        contactName: 'Doe, "Jo"',
        email,
        password: 'secret',
      },
    });
    hostileBrand = { id: made.json().brand.id, email };
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = admin.token) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('brands: every match of the filters (no paging), newest first, as an attachment', async () => {
    const response = await get(`/api/admin/brands/export.csv?search=${tag}&status=all`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="brands-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['ID', 'Company', 'Contact', 'Email', 'Verified', 'Account Status', 'Joined', 'Website']);
    expect(rows).toHaveLength(1 + 13);
    // The hostile name: formula-safe, its quotes and comma intact.
    expect(rows[1]).toEqual([
      hostileBrand.id,
      `'=HYPERLINK("http://evil.test","${tag} click")`,
      'Doe, "Jo"',
      hostileBrand.email,
      'no',
      'active',
      expect.any(String),
      '',
    ]);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.test"",""${tag} click"")","Doe, ""Jo"""`);
    const verified = parseCsv((await get(`/api/admin/brands/export.csv?search=${tag}&status=verified`)).body);
    expect(verified).toHaveLength(1 + 6);
    expect(verified.slice(1).every((row) => row[4] === 'yes')).toBe(true);
  });

  it('creators, briefs, submissions, payouts and audit export with the lists’ filters', async () => {
    const brand = await createBrand(t.app);
    const creator = await createCreator(t.app, { fullName: `@Mallory ${tag}, the "creator"` });
    await connectPayoutAccount(t.app, creator.token, 'complete');
    const brief = await createFundedBrief(t.app, brand.token, {
      title: `+Brief ${tag}`,
      reward: 200,
      amountOfWinners: 1,
    });
    const submission = await createSubmission(t.app, creator.token, brief.id);
    expect(
      (await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.user.id, 'cash', 200)]))
        .statusCode,
    ).toBe(200);

    const creators = parseCsv(
      (await get(`/api/admin/creators/export.csv?search=${encodeURIComponent(`Mallory ${tag}`)}`)).body,
    );
    expect(creators[0]).toEqual(['ID', 'Full Name', 'Username', 'Email', 'Verified', 'Account Status', 'Joined']);
    expect(creators.slice(1).map((row) => row[1])).toEqual([`'@Mallory ${tag}, the "creator"`]);

    const briefsCsv = parseCsv((await get(`/api/admin/briefs/export.csv?search=${tag}&status=published`)).body);
    expect(briefsCsv).toHaveLength(2);
    expect(briefsCsv[1]).toMatchObject({ 0: brief.id, 1: `'+Brief ${tag}`, 4: 'published', 5: '200.00', 9: 'yes' });
    expect(parseCsv((await get(`/api/admin/briefs/export.csv?search=${tag}&status=draft`)).body)).toHaveLength(1);

    const submissionsCsv = parseCsv((await get(`/api/admin/submissions/export.csv?search=${tag}`)).body);
    expect(submissionsCsv.slice(1).map((row) => [row[0], row[1], row[2]])).toEqual([
      [submission.id, `'+Brief ${tag}`, `'@Mallory ${tag}, the "creator"`],
    ]);

    const payouts = parseCsv((await get(`/api/admin/payouts/export.csv?search=${tag}&status=paid`)).body);
    expect(payouts[0]).toEqual([
      'ID',
      'Reward Type',
      'Status',
      'Creator',
      'Username',
      'Email',
      'Brief',
      'Brand',
      'Gross',
      'Platform Fee',
      'Net',
      'Prize',
      'Awarded',
      'Paid',
    ]);
    expect(payouts[1]).toMatchObject({
      1: 'cash',
      2: 'paid',
      3: `'@Mallory ${tag}, the "creator"`,
      6: `'+Brief ${tag}`,
      8: '200.00',
      9: '20.00',
      10: '180.00',
    });
    expect(parseCsv((await get(`/api/admin/payouts/export.csv?search=${tag}&status=held`)).body)).toHaveLength(1);

    const audit = parseCsv(
      (await get(`/api/admin/audit/export.csv?action=admin.brand.created&actorId=${admin.user.id}`)).body,
    );
    expect(audit[0]).toEqual([
      'ID',
      'At',
      'Actor Email',
      'Actor ID',
      'Action',
      'Entity Type',
      'Entity ID',
      'Before',
      'After',
    ]);
    expect(audit).toHaveLength(1 + 13);
    const hostile = audit.find((row) => row[6] === hostileBrand.id)!;
    expect(hostile[4]).toBe('admin.brand.created');
    expect(hostile[7]).toBe('');
    expect(JSON.parse(hostile[8]!)).toMatchObject({ id: hostileBrand.id, contactName: 'Doe, "Jo"' });
  });

  it('is for admins only', async () => {
    const brand = await createBrand(t.app);
    for (const url of [
      '/api/admin/brands/export.csv',
      '/api/admin/audit/export.csv',
      '/api/admin/financial-metrics/export.csv',
    ]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, brand.token)).statusCode).toBe(403);
    }
  });
});
