import type { TAuthResponse, TLoginRequest } from '@briefly/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/login: brand and creator sign-in. */
export const login = (body: TLoginRequest) => api.post<TAuthResponse>('/api/login', body, { auth: false });

export const useLogin = () => useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
