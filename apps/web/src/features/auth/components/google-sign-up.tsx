import { Checkbox, Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { dashboardHref } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { useGoogleSignIn } from '../api/google-sign-in';
import { googleErrorMessage } from '../lib/error-messages';
import { decodeCredentialProfile } from '../lib/google-identity';
import { GoogleSignInButton } from './google-sign-in-button';

interface GoogleSignUpProps {
  userType: 'brand' | 'creator';
  onError: (message: string) => void;
}

/**
 * The sign-up-with-Google option of step 1; shown only when the deployment has a Google client id.
 * It skips the wizard's terms step, so it asks for the terms itself: the server makes an account
 * only when told they were accepted (docs/product/accounts.md#google-sign-in).
 */
export function GoogleSignUp({ userType, onError }: GoogleSignUpProps) {
  const [termsAccepted, setTermsAccepted] = useState(false);
  const config = usePublicConfig();
  const mutation = useGoogleSignIn();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const clientId = config.data?.googleClientId;
  if (!clientId) return null;

  const handleCredential = (credential: string) => {
    if (!termsAccepted) {
      onError(REGISTRATION_MESSAGES.acceptTerms);
      return;
    }
    mutation.mutate(
      { credential, userType, termsAccepted: true, userData: decodeCredentialProfile(credential) },
      {
        onSuccess: (auth) => navigate(dashboardHref(signIn(auth).type), { replace: true }),
        onError: (failure) => onError(googleErrorMessage(failure)),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Checkbox
        label="I accept the terms and conditions"
        checked={termsAccepted}
        onChange={(event) => setTermsAccepted(event.currentTarget.checked)}
      />
      <GoogleSignInButton clientId={clientId} text="signup_with" onCredential={handleCredential} onError={onError} />
      <Divider label="or sign up with email" labelPosition="center" />
    </Stack>
  );
}
