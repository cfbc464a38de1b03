import { describe, expect, it } from 'vitest';
import { renderDigestMail } from './saved-search-mail.ts';
import type { WaitingMatch } from './saved-searches.repository.ts';

// The digest writes each deadline as the moment the brief closes, on the creator's clock (decision 039).

// The end of Dec 7 on a brand's clock in Los Angeles (11:59 PM PST).
const DEADLINE = new Date('2026-12-08T07:59:00Z');

const match: WaitingMatch = {
  savedSearchId: '00000000-0000-4000-8000-000000000001',
  searchName: 'Gym',
  searchAlert: 'daily',
  briefId: '00000000-0000-4000-8000-000000000002',
  briefTitle: 'Leg day',
  rewardCents: 50_000,
  deadline: DEADLINE,
  stillPublic: true,
  matchedAt: new Date('2026-12-01T10:00:00Z'),
};

const render = (timeZone: string | null) =>
  renderDigestMail({ matches: [match], publicUrl: 'https://briefly.test', unsubscribeUrl: () => 'u', timeZone });

describe('renderDigestMail deadlines', () => {
  it('writes the closing moment on the creator’s clock, its zone named', () => {
    const berlin = render('Europe/Berlin');
    expect(berlin.text).toContain('Leg day — $500.00, closes Tue, Dec 8, 2026 at 8:59 AM GMT+1, Berlin');
    expect(berlin.html).toContain('closes Tue, Dec 8, 2026 at 8:59 AM GMT+1, Berlin');
    expect(render('America/Los_Angeles').text).toContain('closes Mon, Dec 7, 2026 at 11:59 PM PST');
  });

  it('is in UTC, said so, while the account has no zone', () =>
    expect(render(null).text).toContain('closes Tue, Dec 8, 2026 at 7:59 AM UTC'));
});
