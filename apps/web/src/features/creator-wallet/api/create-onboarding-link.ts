import { api } from '@/lib/api-client';
import { paths } from '@/config/paths';

/** Where the provider's hosted onboarding sends the creator back: /dashboard?tab=wallet&stripe=success|refresh. */
export function onboardingReturnUrls(origin: string) {
  const base = `${origin}${paths.creator.dashboardAlias.path}?tab=wallet`;
  return { returnUrl: `${base}&stripe=success`, refreshUrl: `${base}&stripe=refresh` };
}

/** POST /api/creators/onboard/link (bearer) { returnUrl, refreshUrl } → { data: { url } }: a one-time onboarding link. */
export const createOnboardingLink = async (urls: { returnUrl: string; refreshUrl: string }) =>
  (await api.post<{ data: { url: string } }>('/api/creators/onboard/link', urls)).data.url;
