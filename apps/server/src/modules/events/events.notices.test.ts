import { describe, expect, it } from 'vitest';
import { startsText } from './events.notices.ts';

// An event's start as notifications and emails write it (decision 039): on the recipient's clock when
// their account has a zone, else on the event's own; UTC when neither is a zone; always named.

const STARTS = new Date('2026-03-04T23:00:00Z');

describe('startsText', () => {
  it("uses the recipient's zone when the account has one", () => {
    expect(startsText(STARTS, 'America/New_York', 'Asia/Tokyo')).toBe('Thu, Mar 5, 2026 at 8:00 AM GMT+9, Tokyo');
    expect(startsText(STARTS, 'America/New_York', 'Europe/Berlin')).toBe('Thu, Mar 5, 2026 at 12:00 AM GMT+1, Berlin');
  });

  it("falls back to the event's own zone when the recipient's is unknown", () => {
    expect(startsText(STARTS, 'America/New_York', null)).toBe('Wed, Mar 4, 2026 at 6:00 PM EST');
    expect(startsText(STARTS, 'America/New_York')).toBe('Wed, Mar 4, 2026 at 6:00 PM EST');
  });

  it('skips a stored zone that is not one, and writes UTC when neither is', () => {
    expect(startsText(STARTS, 'America/New_York', 'Mars/Olympus')).toBe('Wed, Mar 4, 2026 at 6:00 PM EST');
    expect(startsText(STARTS, 'Nowhere/Else', null)).toBe('Wed, Mar 4, 2026 at 11:00 PM UTC');
  });
});
