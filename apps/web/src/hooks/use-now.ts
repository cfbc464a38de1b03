import { useEffect, useState } from 'react';
import { clockNow } from '@/lib/viewer-time';

/**
 * The current time, renewed every `everyMs`, so relative and clock times ('2 hours ago', 'Just now', '3:07 PM')
 * move on while a page stays open. A server-drawn page is hydrated with the moment it was drawn (seconds ago),
 * then moves on with the next tick.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(clockNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
