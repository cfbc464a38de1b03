// Time texts (docs/product/limits-and-messages.md#time-texts). Pure functions of (date, now).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Notification times: 'Just now' under a minute, then minutes, hours, days. */
export function notificationRelativeTime(date: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute') + ' ago';
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour') + ' ago';
  return plural(Math.floor(elapsed / DAY), 'day') + ' ago';
}

/** Forum times: 'Just now' under an hour, hours under 24, days under 168 hours, else a date. */
export function forumRelativeTime(date: Date, now: Date = new Date(), timeZone?: string): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < HOUR) return 'Just now';
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour') + ' ago';
  if (elapsed < 168 * HOUR) return plural(Math.floor(elapsed / DAY), 'day') + ' ago';
  // The date on the given clock (the web passes the viewer's, or UTC while a server-drawn page hydrates).
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}

/** Message times: under 24 hours the time, under 168 hours weekday and time, else a date. */
export function messageTime(date: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (elapsed < DAY) return time;
  if (elapsed < 168 * HOUR) return `${date.toLocaleDateString('en-US', { weekday: 'short' })} ${time}`;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * Whole days from now until the deadline (negative once passed), counted in calendar days on the viewer's
 * clock (`timeZone`; UTC where no viewer is known): a deadline at 1 AM in Berlin is "Today" there on the
 * evening before in UTC terms.
 */
export function daysLeft(deadline: Date, now: Date = new Date(), timeZone = 'UTC'): number {
  return Math.round((dayStartIn(deadline, timeZone) - dayStartIn(now, timeZone)) / DAY);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on by a zone's clock, as the UTC midnight of that day. */
function dayStartIn(instant: Date, timeZone: string): number {
  if (timeZone === 'UTC') return Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'));
}

/** Creator deadline text (docs/product/limits-and-messages.md#deadline-text). */
export function deadlineText(days: number): string {
  if (days < 0) return 'Expired';
  if (days === 0) return 'Today';
  if (days === 1) return '1 day left';
  return `${days} days left`;
}

export type DeadlineColor = 'red' | 'yellow' | 'green';
/** Red if expired, yellow at 3 days or fewer, else green. */
export function deadlineColor(days: number): DeadlineColor {
  if (days < 0) return 'red';
  if (days <= 3) return 'yellow';
  return 'green';
}

/** Days-left bar width = (30 − days left) ÷ 30, clamped to 0–100 (docs/product/limits-and-messages.md#days-left-bar). */
export function daysLeftBarPercent(days: number): number {
  return Math.min(100, Math.max(0, ((30 - days) / 30) * 100));
}

/** Public brand page deadline label (docs/product/limits-and-messages.md#brand-page-deadline). */
export function brandPageDeadlineLabel(days: number): { text: string; color: 'red' | 'orange' | 'green' } {
  if (days < 0) return { text: 'Deadline passed', color: 'red' };
  const color = days <= 3 ? 'orange' : 'green';
  if (days === 0) return { text: 'Due today', color };
  if (days === 1) return { text: 'Due tomorrow', color };
  return { text: `Due in ${days} days`, color };
}

/** Unread badge caps at '99+'. */
export function unreadBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
