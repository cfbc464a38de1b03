import type { TTwoFactorDisableRequest, TTwoFactorEnableResponse, TTwoFactorSetupResponse } from '@briefly/shared/auth';
import type { UserType } from '@briefly/shared/options';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Two-factor sign-in (docs/product/accounts.md#two-factor-sign-in): admins' calls live under /api/admin/2fa,
// brands' and creators' under /api/auth/2fa; the same three calls.

const prefixFor = (userType: UserType) => (userType === 'admin' ? '/api/admin/2fa' : '/api/auth/2fa');

export const useTwoFactorSetup = (userType: UserType) =>
  useMutation({
    mutationKey: ['auth', '2fa', 'setup'],
    mutationFn: () => api.post<TTwoFactorSetupResponse>(`${prefixFor(userType)}/setup`),
  });

export const useTwoFactorEnable = (userType: UserType) =>
  useMutation({
    mutationKey: ['auth', '2fa', 'enable'],
    mutationFn: (code: string) => api.post<TTwoFactorEnableResponse>(`${prefixFor(userType)}/enable`, { code }),
  });

export const useTwoFactorDisable = (userType: UserType) =>
  useMutation({
    mutationKey: ['auth', '2fa', 'disable'],
    mutationFn: (body: TTwoFactorDisableRequest) => api.post<null>(`${prefixFor(userType)}/disable`, body),
  });
