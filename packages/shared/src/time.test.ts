import { describe, expect, it } from 'vitest';
import {
  brandPageDeadlineLabel,
  daysLeft,
  daysLeftBarPercent,
  deadlineColor,
  deadlineText,
  forumRelativeTime,
  messageTime,
  notificationRelativeTime,
  unreadBadge,
} from './time.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('time texts', () => {
  it.each([
    [30_000, 'Just now'],
    [MIN, '1 minute ago'],
    [5 * MIN, '5 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [50 * HOUR, '2 days ago'],
  ])('notification %i ms ago → %s', (ms, text) => expect(notificationRelativeTime(ago(ms), now)).toBe(text));

  it('forum times say Just now under an hour and a date after a week', () => {
    expect(forumRelativeTime(ago(59 * MIN), now)).toBe('Just now');
    expect(forumRelativeTime(ago(3 * HOUR), now)).toBe('3 hours ago');
    expect(forumRelativeTime(ago(100 * HOUR), now)).toBe('4 days ago');
    expect(forumRelativeTime(ago(200 * HOUR), now)).toMatch(/2026/);
  });

  it('message times: time, then weekday and time, then a date', () => {
    expect(messageTime(ago(2 * HOUR), now)).toMatch(/^\d{1,2}:\d{2}/);
    expect(messageTime(ago(48 * HOUR), now)).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) /);
    expect(messageTime(ago(170 * HOUR), now)).toMatch(/2026/);
  });

  it.each([
    [-1, 'Expired', 'red'],
    [0, 'Today', 'yellow'],
    [1, '1 day left', 'yellow'],
    [3, '3 days left', 'yellow'],
    [4, '4 days left', 'green'],
  ] as const)('deadline %i days → %s, %s', (days, text, color) => {
    expect(deadlineText(days)).toBe(text);
    expect(deadlineColor(days)).toBe(color);
  });

  it('counts days left in calendar days', () => {
    expect(daysLeft(new Date('2026-11-21T23:59:00Z'), now)).toBe(0);
    expect(daysLeft(new Date('2026-11-24T01:00:00Z'), now)).toBe(3);
    expect(daysLeft(new Date('2026-11-20T01:00:00Z'), now)).toBe(-1);
  });

  it("counts days left on the viewer's clock", () => {
    const evening = new Date('2026-11-21T22:30:00Z'); // 23:30 in Berlin, 17:30 in New York
    const deadline = new Date('2026-11-22T00:30:00Z'); // 01:30 on the 22nd in Berlin, 19:30 on the 21st in New York
    expect(daysLeft(deadline, evening)).toBe(1);
    expect(daysLeft(deadline, evening, 'Europe/Berlin')).toBe(1);
    expect(daysLeft(deadline, evening, 'America/New_York')).toBe(0);
    expect(daysLeft(deadline, new Date('2026-11-21T23:10:00Z'), 'Europe/Berlin')).toBe(0); // 00:10 on the 22nd there
    expect(daysLeft(deadline, new Date('2026-11-21T23:10:00Z'))).toBe(1);
  });

  it('clamps the days-left bar to 0–100', () => {
    expect(daysLeftBarPercent(45)).toBe(0);
    expect(daysLeftBarPercent(15)).toBe(50);
    expect(daysLeftBarPercent(-3)).toBe(100);
  });

  it('brand page labels', () => {
    expect(brandPageDeadlineLabel(-2)).toEqual({ text: 'Deadline passed', color: 'red' });
    expect(brandPageDeadlineLabel(0)).toEqual({ text: 'Due today', color: 'orange' });
    expect(brandPageDeadlineLabel(1)).toEqual({ text: 'Due tomorrow', color: 'orange' });
    expect(brandPageDeadlineLabel(10)).toEqual({ text: 'Due in 10 days', color: 'green' });
  });

  it('caps the unread badge at 99+', () => {
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});
