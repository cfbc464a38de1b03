// The web app's page addresses (the route patterns of apps/web/src/app/router.tsx, kept equal by
// apps/web/src/app/routes-list.test.tsx). The server answers these with the web app and status 200,
// and any other page address with the web app's not-found page and status 404.

export const WEB_ROUTE_PATTERNS = [
  '/',
  '/marketplace',
  '/community',
  '/events',
  '/success-stories',
  '/brief/:briefId',
  '/brief/:briefId/apply',
  '/brand/:brandId/briefs',
  '/creators',
  '/creators/:userName',
  '/payment/success',
  '/payment/cancel',
  '/briefs/:briefId/funding/success',
  '/briefs/:briefId/funding/cancel',
  '/notifications',
  '/notifications/:id',
  '/disputes/:disputeId',
  '/login',
  '/admin/login',
  '/brand/register',
  '/creator/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/brand-dashboard',
  '/brand/dashboard',
  '/brand/create-brief',
  '/brand/creators',
  '/brand/reward-management',
  '/creator/dashboard',
  '/creator/wallet',
  '/dashboard',
  '/admin',
  '/admin/dashboard',
] as const;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const PATTERNS = WEB_ROUTE_PATTERNS.map(segmentsOf);

/**
 * Whether a page address (a pathname, no query) is one of the web app's pages, matched the way
 * React Router does: case-insensitive static segments, a `:param` is one non-empty segment, a
 * trailing slash is ignored.
 */
export function isWebRoute(pathname: string): boolean {
  if (pathname.includes('//')) return false;
  const segments = segmentsOf(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) =>
        part.startsWith(':') ? true : part.toLowerCase() === segments[index]!.toLowerCase(),
      ),
  );
}
