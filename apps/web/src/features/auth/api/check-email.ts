import type { TEmailAvailabilityResponse } from '@briefly/shared/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/email-available: whether an email can still register (rate limited like registration). */
export const checkEmailAvailable = (email: string) =>
  api.post<TEmailAvailabilityResponse>('/api/auth/email-available', { email: email.trim() }, { auth: false });
