import { Divider, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
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

/** The sign-up-with-Google option of step 1; shown only when the deployment has a Google client id. */
export function GoogleSignUp({ userType, onError }: GoogleSignUpProps) {
  const config = usePublicConfig();
  const mutation = useGoogleSignIn();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const clientId = config.data?.googleClientId;
  if (!clientId) return null;

  const handleCredential = (credential: string) => {
    mutation.mutate(
      { credential, userType, userData: decodeCredentialProfile(credential) },
      {
        onSuccess: (auth) => navigate(dashboardHref(signIn(auth).type), { replace: true }),
        onError: (failure) => onError(googleErrorMessage(failure)),
      },
    );
  };

  return (
    <Stack gap="sm">
      <GoogleSignInButton clientId={clientId} text="signup_with" onCredential={handleCredential} onError={onError} />
      <Divider label="or sign up with email" labelPosition="center" />
    </Stack>
  );
}
