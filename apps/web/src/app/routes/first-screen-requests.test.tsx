import type { TSessionUser } from '@briefly/shared/auth';
import type { UserType } from '@briefly/shared/options';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { prefetchDashboard, prefetchNotifications } from './dashboard-prefetch';
import { firstScreenRequests } from './first-screen-requests';

// The calls main.tsx starts early must be the ones the routes' loaders (and so the screens) make: an
// address that differs by a byte is a wasted request and no gain.

const users: Record<UserType, TSessionUser> = {
  brand: { id: 'b1', type: 'brand', email: 'b@example.test', name: 'Acme', companyName: 'Acme' },
  creator: { id: 'c1', type: 'creator', email: 'c@example.test', name: 'Grace', fullName: 'Grace' },
  admin: { id: 'a1', type: 'admin', email: 'a@example.test', name: 'Ada' },
};

/** The addresses the loader of `href` asks the API for, signed in as `type`. */
async function loaderCalls(type: UserType, href: string): Promise<string[]> {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(users[type]));
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(input);
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const url = new URL(href, 'http://localhost');
  if (url.pathname === '/notifications') prefetchNotifications(createQueryClient(), url);
  else prefetchDashboard(createQueryClient(), type, url);
  // The queries start their calls on the next turns; let them all go out.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return calls;
}

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const cases: Array<[UserType, string]> = [
  ['brand', '/brand/dashboard'],
  ['brand', '/brand/dashboard?tab=briefs'],
  ['brand', '/brand/dashboard?tab=messaging'],
  ['brand', '/brand/dashboard?tab=create-brief'],
  // An unknown tab opens the Overview, whose data go out early as without one.
  ['brand', '/brand/dashboard?tab=no-such-tab'],
  ['brand', '/notifications'],
  ['creator', '/creator/dashboard'],
  ['creator', '/creator/dashboard?tab=marketplace'],
  ['creator', '/creator/dashboard?tab=submissions'],
  ['creator', '/notifications'],
  ['admin', '/admin/dashboard'],
  ['admin', '/admin/dashboard?tab=financial'],
  ['admin', '/admin/dashboard?tab=financial&timeRange=7d'],
  ['admin', '/admin/dashboard?tab=financial&timeRange=nonsense'],
  ['admin', '/admin/dashboard?tab=no-such-section'],
  ['admin', '/notifications?category=payments'],
];

describe('firstScreenRequests', () => {
  it.each(cases)('names what the %s loader of %s asks for', async (type, href) => {
    const url = new URL(href, 'http://localhost');
    expect([...firstScreenRequests(url, type)].sort()).toEqual((await loaderCalls(type, href)).sort());
  });

  it("names the Overview's calls for an unknown tab, and the financial section's for its address", () => {
    const overview = firstScreenRequests({ pathname: '/brand/dashboard', search: '' }, 'brand');
    expect(firstScreenRequests({ pathname: '/brand/dashboard', search: '?tab=nope' }, 'brand')).toEqual(overview);
    expect(firstScreenRequests({ pathname: '/admin/dashboard', search: '?tab=financial' }, 'admin')).toEqual([
      '/api/notifications?limit=20',
      '/api/config/public',
      '/api/admin/attention',
      '/api/admin/financial-metrics?timeRange=30d',
      '/api/admin/reconciliation?timeRange=30d',
    ]);
  });

  it('names nothing for another kind of user or another page', () => {
    expect(firstScreenRequests({ pathname: '/brand/dashboard', search: '' }, 'creator')).toEqual([]);
    expect(firstScreenRequests({ pathname: '/marketplace', search: '' }, 'brand')).toEqual([]);
  });
});
