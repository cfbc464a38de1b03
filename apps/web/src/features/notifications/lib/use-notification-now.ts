import { useNow } from '@/hooks/use-now';

/** The current time for notification times: renewed every 30 s, faster than elsewhere ('Just now' → '1 minute ago'). */
export function useNotificationNow(): Date {
  return useNow(30_000);
}
