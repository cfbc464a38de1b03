import { localDateTime, zonedDateTimeToUtc } from '@briefly/shared/event-rules';

// Calendar months as 'YYYY-MM', on a time zone's clock (UTC unless one is given), for the monthly
// series of the analytics and the admin's "this month".

/** 'YYYY-MM' of the calendar month `now` is in, on the time zone's clock. */
export function monthOf(now: Date, timeZone = 'UTC'): string {
  return timeZone === 'UTC' ? now.toISOString().slice(0, 7) : localDateTime(now, timeZone).date.slice(0, 7);
}

/** The last `count` calendar months as 'YYYY-MM', oldest first, ending with `now`'s month. */
export function lastMonths(now: Date, count: number, timeZone = 'UTC'): string[] {
  const current = monthOf(now, timeZone);
  const [year, index] = [Number(current.slice(0, 4)), Number(current.slice(5, 7)) - 1];
  return Array.from({ length: count }, (_, position) => {
    const date = new Date(Date.UTC(year, index - (count - 1 - position), 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The first instant of a 'YYYY-MM' month in the time zone (its first hour the zone has, where midnight is skipped). */
export function monthStart(month: string, timeZone = 'UTC'): Date {
  if (timeZone === 'UTC') return new Date(`${month}-01T00:00:00Z`);
  for (const time of ['00:00', '01:00', '02:00']) {
    const start = zonedDateTimeToUtc(`${month}-01`, time, timeZone);
    if (start) return start;
  }
  throw new Error(`${month} has no start in ${timeZone}`);
}
