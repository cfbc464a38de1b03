import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { SESSION_END_MESSAGES } from '@briefly/shared/session-end';
import { forgetSignedOutReason, readSignedOutReason } from '@/lib/session-storage';

const unchanging = () => () => undefined;
const noneOnServer = () => null;

/**
 * Why this browser was signed out, when the server said (another device, a password change, a
 * deactivation…): shown once on the sign-in page, instead of landing there without a word. The server draws
 * the sign-in page without it (decision 056): hydrating, the browser's first render is that drawing, and the
 * notice is the render after it.
 */
export function SignedOutNotice() {
  const [stored] = useState(readSignedOutReason);
  // Hydrating, React draws the server's snapshot (none) first, then this browser's: the notice follows at once.
  const reason = useSyncExternalStore(unchanging, () => stored, noneOnServer);
  useEffect(() => {
    forgetSignedOutReason();
  }, []);
  if (!reason) return null;
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} />} mb="md" role="status" data-testid="signed-out-notice">
      {SESSION_END_MESSAGES[reason]}
    </Alert>
  );
}
