// Aliases (docs/product/accounts.md#where-users-land) that lead to a canonical address, keeping the query string.

import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/** The target address with the current query added (the current query wins on conflicts). */
function mergeQuery(target: string, search: string): string {
  const [pathname, targetQuery = ''] = target.split('?');
  const params = new URLSearchParams(targetQuery);
  new URLSearchParams(search).forEach((value, key) => params.set(key, value));
  const query = params.toString();
  return query ? `${pathname}?${query}` : (pathname ?? target);
}

function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={mergeQuery(to, search) + hash} replace />;
}

/** /brand-dashboard?tab=… → /brand/dashboard?tab=… */
export const BrandDashboardAlias = () => <RedirectKeepingQuery to={paths.brand.dashboard.getHref()} />;
/** /brand/create-brief → the dashboard's Create Brief tab. */
export const BrandCreateBriefRedirect = () => (
  <RedirectKeepingQuery to={paths.brand.dashboard.getHref('create-brief')} />
);
/** /brand/creators → the dashboard's Creators tab. */
export const BrandCreatorsRedirect = () => <RedirectKeepingQuery to={paths.brand.dashboard.getHref('creators')} />;
/** /dashboard?tab=…&stripe=… (onboarding return) → /creator/dashboard?tab=…&stripe=… */
export const CreatorDashboardAlias = () => <RedirectKeepingQuery to={paths.creator.dashboard.getHref()} />;
/** /creator/wallet → the dashboard's Wallet tab. */
export const CreatorWalletRedirect = () => <RedirectKeepingQuery to={paths.creator.dashboard.getHref('wallet')} />;
/** /admin → /admin/dashboard */
export const AdminRootRedirect = () => <RedirectKeepingQuery to={paths.admin.dashboard.getHref()} />;
