// Message times (docs/product/messaging.md#screen): under 24 hours the time, under 168 hours weekday and time, else a
// date. The rule itself lives in packages/shared (one definition for every screen); this adds the
// day separators of the chat pane.

import { messageTime } from '@briefly/shared/time';

export { messageTime };

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** The label of a day separator: Today, Yesterday, else a weekday and date (with the year when not this year). */
export function dayLabel(date: Date, now: Date = new Date()): string {
  if (sameDay(date, now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return 'Yesterday';
  return date.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** A local calendar-day key, to start a new separator when the day changes. */
export const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

export type ChatRow<M> = { kind: 'day'; key: string; label: string } | { kind: 'message'; key: string; message: M };

/** Messages (oldest first) with a separator before the first message of each day. */
export function withDaySeparators<M extends { id: string; timestamp: string }>(
  messages: readonly M[],
  now: Date = new Date(),
): ChatRow<M>[] {
  const rows: ChatRow<M>[] = [];
  let lastDay: string | null = null;
  for (const message of messages) {
    const date = new Date(message.timestamp);
    const key = dayKey(date);
    if (key !== lastDay) {
      rows.push({ kind: 'day', key: `day-${key}`, label: dayLabel(date, now) });
      lastDay = key;
    }
    rows.push({ kind: 'message', key: message.id, message });
  }
  return rows;
}
