// Calendar months (UTC) as 'YYYY-MM', for the monthly series of the analytics.

/** The last `count` calendar months (UTC) as 'YYYY-MM', oldest first, ending with `now`'s month. */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The first instant of a 'YYYY-MM' month (UTC). */
export const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);
