import type { TTimeZoneRequest } from '@briefly/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { putTimeZone } from '@/lib/session-api';

// The account's time zone from Settings (docs/product/accounts.md#your-time-zone): a pick is kept over
// the device's; "Use this device's zone" follows the device again.

export function useSetTimeZone() {
  const { updateUser } = useSession();
  return useMutation({
    mutationKey: ['auth', 'time-zone'],
    mutationFn: (body: TTimeZoneRequest) => putTimeZone(body),
    onSuccess: (answer) => updateUser({ timeZone: answer.timeZone, timeZoneChosen: answer.timeZoneChosen }),
  });
}
