import type { CreatorRegistrationValues, TAuthResponse } from '@briefly/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/creators/register: creates the creator account and signs it in. */
export const registerCreator = (values: CreatorRegistrationValues) =>
  api.post<TAuthResponse>('/api/creators/register', values, { auth: false });

export const useRegisterCreator = () =>
  useMutation({ mutationKey: ['auth', 'register-creator'], mutationFn: registerCreator });
