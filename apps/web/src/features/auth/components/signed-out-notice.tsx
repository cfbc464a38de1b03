import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SESSION_END_MESSAGES } from '@briefly/shared/session-end';
import { forgetSignedOutReason, readSignedOutReason } from '@/lib/session-storage';

/**
 * Why this browser was signed out, when the server said (another device, a password change, a
 * deactivation…): shown once on the sign-in page, instead of landing there without a word.
 */
export function SignedOutNotice() {
  const [reason] = useState(readSignedOutReason);
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
