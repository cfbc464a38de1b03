import type { TLoginRequest } from '@briefly/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { signInWithSecondFactorStep } from './second-factor-step';

/** POST /api/login: brand and creator sign-in. */
export const login = (body: TLoginRequest) => signInWithSecondFactorStep('/api/login', body);

export const useLogin = () => useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
