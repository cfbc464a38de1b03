import type { TAuthResponse, TLoginRequest } from '@briefly/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/login: admin sign-in (admins are refused by /api/login). */
export const adminLogin = (body: TLoginRequest) => api.post<TAuthResponse>('/api/admin/login', body, { auth: false });

export const useAdminLogin = () => useMutation({ mutationKey: ['auth', 'admin-login'], mutationFn: adminLogin });
