import type { TAuthResponse, TLoginRequest, TSecondFactorStep } from '@briefly/shared/auth';
import { MESSAGES } from '@briefly/shared/errors';
import { api, ApiError } from '@/lib/api-client';

/**
 * A password sign-in that asks the server to answer the second-factor step with 200 (decision 041): no
 * failed request in the browser's console at the password step. The forms still see that step as the
 * TWO_FACTOR_REQUIRED failure they handle (lib/use-second-factor.ts), raised here instead of by the network.
 */
export async function signInWithSecondFactorStep(path: string, body: TLoginRequest): Promise<TAuthResponse> {
  const answer = await api.post<TAuthResponse | TSecondFactorStep>(
    path,
    { ...body, secondFactorStep: 'answer' },
    { auth: false },
  );
  if ('secondFactorRequired' in answer) {
    throw new ApiError(401, 'TWO_FACTOR_REQUIRED', MESSAGES.twoFactorRequired, null);
  }
  return answer;
}
