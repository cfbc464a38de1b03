import type { TLoginRequest } from '@briefly/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { signInWithSecondFactorStep } from './second-factor-step';

/** POST /api/admin/login: admin sign-in (admins are refused by /api/login). */
export const adminLogin = (body: TLoginRequest) => signInWithSecondFactorStep('/api/admin/login', body);

export const useAdminLogin = () => useMutation({ mutationKey: ['auth', 'admin-login'], mutationFn: adminLogin });
