import type { BrandRegistrationValues, TAuthResponse } from '@briefly/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/brands/register: creates the brand account and signs it in. */
export const registerBrand = (values: BrandRegistrationValues) =>
  api.post<TAuthResponse>('/api/brands/register', values, { auth: false });

export const useRegisterBrand = () =>
  useMutation({ mutationKey: ['auth', 'register-brand'], mutationFn: registerBrand });
