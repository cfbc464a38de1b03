import { Box, Skeleton, Text, useComputedColorScheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { GOOGLE_CANCELLED_MESSAGE } from '../lib/error-messages';
import { loadGoogleIdentity } from '../lib/google-identity';

interface GoogleSignInButtonProps {
  clientId: string;
  text?: 'signin_with' | 'signup_with' | 'continue_with';
  onCredential: (credential: string) => void;
  onError: (message: string) => void;
}

/** Google's own sign-in button, rendered by Google Identity Services into a container we own. */
export function GoogleSignInButton({ clientId, text = 'signin_with', onCredential, onError }: GoogleSignInButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const { ref: sizeRef, width } = useElementSize();
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const scheme = useComputedColorScheme('light');
  const callbacks = useRef({ onCredential, onError });
  useEffect(() => {
    callbacks.current = { onCredential, onError };
  });

  const buttonWidth = Math.round(Math.min(Math.max(width, 200), 400));

  useEffect(() => {
    if (width === 0) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            if (response.credential) callbacks.current.onCredential(response.credential);
            else callbacks.current.onError(GOOGLE_CANCELLED_MESSAGE);
          },
        });
        container.current.replaceChildren();
        google.renderButton(container.current, {
          type: 'standard',
          theme: scheme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text,
          shape: 'rectangular',
          logo_alignment: 'center',
          width: buttonWidth,
        });
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('unavailable');
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, scheme, text, buttonWidth, width]);

  return (
    <Box ref={sizeRef} w="100%">
      {state === 'loading' ? <Skeleton height={44} radius="md" /> : null}
      {state === 'unavailable' ? (
        <Text size="sm" c="dimmed" ta="center">
          Google Sign-In is unavailable right now.
        </Text>
      ) : null}
      <Box ref={container} mih={state === 'ready' ? 44 : 0} style={{ display: 'flex', justifyContent: 'center' }} />
    </Box>
  );
}
