import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WEB_ROUTE_PATTERNS, isWebRoute } from '@briefly/shared/routes';
import { routes } from './router';

// The server answers page addresses 200 or 404 from the shared list (packages/shared/src/routes.ts):
// it must name exactly the router's pages, or a real page would answer 404 (or a missing one 200).

function pagePatterns(list: RouteObject[], parent = '/'): string[] {
  return list.flatMap((route) => {
    const here = route.index ? parent : route.path === undefined ? parent : joinPath(parent, route.path);
    const own = route.index || (route.path !== undefined && route.path !== '*') ? [here] : [];
    return [...own, ...pagePatterns(route.children ?? [], here)];
  });
}

const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

describe('the web app routes the server knows', () => {
  it('are exactly the router’s page paths', () => {
    const fromRouter = [...new Set(pagePatterns(routes))].sort();
    expect(fromRouter).toEqual([...WEB_ROUTE_PATTERNS].sort());
  });

  it('match concrete addresses the way the router does', () => {
    expect(isWebRoute('/')).toBe(true);
    expect(isWebRoute('/brief/123e4567-e89b-12d3-a456-426614174000')).toBe(true);
    expect(isWebRoute('/Marketplace/')).toBe(true);
    expect(isWebRoute('/brand/register')).toBe(true);
    expect(isWebRoute('/brief')).toBe(false);
    expect(isWebRoute('/brief/1/apply/more')).toBe(false);
    expect(isWebRoute('/no-such-page')).toBe(false);
  });
});
