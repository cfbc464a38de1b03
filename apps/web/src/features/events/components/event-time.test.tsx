import { afterEach, describe, expect, it, vi } from 'vitest';
import * as viewerTime from '@/lib/viewer-time';
import { eventZoneStart, formatEventStart } from './event-time';

// The page and the event's notifications write a start the same way (one clock); only the zone differs.
const START = '2026-03-04T09:00:00Z';

afterEach(() => vi.restoreAllMocks());

describe('formatEventStart', () => {
  it.each([
    ['UTC', 'Wed, Mar 4, 2026 at 9:00 AM UTC'],
    ['Europe/Berlin', 'Wed, Mar 4, 2026 at 10:00 AM GMT+1, Berlin'],
    ['America/New_York', 'Wed, Mar 4, 2026 at 4:00 AM EST'],
  ])("on a viewer's clock in %s → %s", (zone, text) => {
    vi.spyOn(viewerTime, 'viewerZone').mockReturnValue(zone);
    expect(formatEventStart(START)).toBe(text);
  });

  it("in the event's zone when one is given", () =>
    expect(formatEventStart(START, 'Asia/Tokyo')).toBe('Wed, Mar 4, 2026 at 6:00 PM GMT+9, Tokyo'));
});

describe('eventZoneStart', () => {
  it("adds the event's own start when the viewer is elsewhere", () => {
    vi.spyOn(viewerTime, 'viewerZone').mockReturnValue('UTC');
    expect(eventZoneStart(START, 'Europe/Berlin')).toBe('Wed, Mar 4, 2026 at 10:00 AM GMT+1, Berlin');
  });

  it('adds nothing when the viewer is in the same zone', () => {
    vi.spyOn(viewerTime, 'viewerZone').mockReturnValue('Europe/Berlin');
    expect(eventZoneStart(START, 'Europe/Berlin')).toBeNull();
  });
});
