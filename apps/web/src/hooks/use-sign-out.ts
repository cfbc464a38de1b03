import { useState } from 'react';
import { useSession } from '@/lib/session';

/** Sign-out with a busy flag for the button that triggered it. */
export function useSignOut(to?: string): { signOut: () => void; signingOut: boolean } {
  const session = useSession();
  const [signingOut, setSigningOut] = useState(false);
  return {
    signingOut,
    signOut: () => {
      if (signingOut) return;
      setSigningOut(true);
      void session.signOut(to);
    },
  };
}
