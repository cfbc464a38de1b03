import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRoutePreloads, loadRouteScripts, loadRouteStyles } from './route-preloads.ts';

// The Link header of a page address, from a miniature build manifest.

function distWith(manifest: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-dist-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'theme-init.js'), '');
  return dir;
}

// What index.html loads, named first for a page the browser draws.
const HTML_LINKS =
  '</theme-init.js>; rel=preload; as=script, </assets/index-1.css>; rel=preload; as=style; crossorigin, </assets/index-1.js>; rel=modulepreload, </assets/vendor-1.js>; rel=modulepreload';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_vendor-1.js'], css: ['assets/index-1.css'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_vendor-1.js'], css: ['assets/card-1.css'] },
  'src/features/marketplace/routes/marketplace.tsx': {
    file: 'assets/marketplace-1.js',
    imports: ['_card-1.js', 'index.html'],
    css: ['assets/marketplace-1.css'],
  },
  'src/features/marketplace/routes/brief.tsx': { file: 'assets/brief-1.js', imports: ['_card-1.js'] },
  'src/app/routes/brand-dashboard.tsx': { file: 'assets/brand-dashboard-1.js', imports: ['_card-1.js'] },
  'src/features/messaging/components/messaging-tab.tsx': { file: 'assets/messaging-tab-1.js', imports: ['_card-1.js'] },
  'src/app/routes/dashboard-prefetch.ts': { file: 'assets/dashboard-prefetch-1.js' },
  'src/features/auth/routes/login.tsx': { file: 'assets/login-1.js', imports: ['_card-1.js'] },
  'src/app/routes/notifications-layout.tsx': { file: 'assets/notifications-layout-1.js' },
  'src/features/notifications/routes/notifications.tsx': { file: 'assets/notifications-1.js' },
  // A module that is only a style sheet is built to a .css file (as Vite does for mantine-rest-styles.ts).
  'src/app/mantine-rest-styles.ts': { file: 'assets/mantine-rest-1.css', css: ['assets/mantine-rest-1.css'] },
};

describe('route preloads', () => {
  const preloads = loadRoutePreloads(distWith(MANIFEST));

  it("lists the page's chunk, its imports and their CSS, leaving out what index.html loads already", () => {
    expect(preloads('/marketplace')).toBe(
      '</assets/marketplace-1.js>; rel=modulepreload, </assets/card-1.js>; rel=modulepreload, </assets/marketplace-1.css>; rel=preload; as=style; crossorigin, </assets/card-1.css>; rel=preload; as=style; crossorigin',
    );
  });

  it('matches page addresses with parameters, and nothing else', () => {
    expect(preloads('/brief/123e4567-e89b-12d3-a456-426614174000')).toContain(
      '</assets/brief-1.js>; rel=modulepreload',
    );
    expect(preloads('/brief/abc/apply')).toContain('</assets/brief-1.js>');
    expect(preloads('/no-such-page')).toBeNull();
    expect(preloads('/')).toBeNull(); // the landing page is not in this build
  });

  it("adds a dashboard tab's lazy code when the address opens it, and names both modules of the Notifications page", () => {
    expect(preloads('/brand/dashboard')).toBe(
      `${HTML_LINKS}, </assets/brand-dashboard-1.js>; rel=modulepreload, </assets/card-1.js>; rel=modulepreload, </assets/dashboard-prefetch-1.js>; rel=modulepreload, </assets/card-1.css>; rel=preload; as=style; crossorigin, </assets/mantine-rest-1.css>; rel=preload; as=style; crossorigin`,
    );
    expect(preloads('/brand/dashboard', 'tab=messaging&with=abc')).toContain(
      '</assets/messaging-tab-1.js>; rel=modulepreload',
    );
    expect(preloads('/brand/dashboard', 'tab=briefs')).not.toContain('messaging-tab');
    expect(preloads('/notifications')).toBe(
      `${HTML_LINKS}, </assets/notifications-layout-1.js>; rel=modulepreload, </assets/notifications-1.js>; rel=modulepreload, </assets/dashboard-prefetch-1.js>; rel=modulepreload, </assets/mantine-rest-1.css>; rel=preload; as=style; crossorigin`,
    );
  });

  it('names, for the sign-in form (drawn by the server, decision 056), its code and all the styles, not index.html', () => {
    expect(preloads('/login')).toBe(
      '</assets/login-1.js>; rel=modulepreload, </assets/card-1.js>; rel=modulepreload, </assets/card-1.css>; rel=preload; as=style; crossorigin, </assets/mantine-rest-1.css>; rel=preload; as=style; crossorigin',
    );
    expect(preloads('/brand/register')).toBeNull(); // not in this build
  });

  it("links a drawn form's style sheets in its head, the rest of Mantine's too, and lists its scripts", () => {
    const dist = distWith(MANIFEST);
    expect(loadRouteStyles(dist)('/login')).toEqual(['/assets/card-1.css', '/assets/mantine-rest-1.css']);
    expect(loadRouteScripts(dist)('/login')).toEqual(['/assets/login-1.js', '/assets/card-1.js']);
    // A dashboard is not drawn: nothing for its head.
    expect(loadRouteStyles(dist)('/brand/dashboard')).toEqual([]);
  });

  it('names what index.html loads only for the pages the browser draws: the public pages arrive drawn', () => {
    expect(preloads('/admin/dashboard')).toBeNull(); // not in this build
    expect(preloads('/marketplace')).not.toContain('index-1');
    expect(preloads('/brand/dashboard')?.startsWith(HTML_LINKS)).toBe(true);
  });

  it('never announces a style sheet as a module (a browser would log a MIME-type error)', () => {
    for (const header of [preloads('/brand/dashboard'), preloads('/notifications'), preloads('/marketplace')]) {
      expect(header).not.toMatch(/\.css>; rel=modulepreload/);
      expect(header?.match(/mantine-rest-1\.css/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });

  it("names the admin section the address opens, the Overview's for none or an unknown one", () => {
    const admin = loadRoutePreloads(
      distWith({
        ...MANIFEST,
        'src/app/routes/admin-dashboard.tsx': { file: 'assets/admin-dashboard-1.js', imports: ['_card-1.js'] },
        'src/features/admin/overview/components/overview-section.tsx': { file: 'assets/overview-section-1.js' },
        'src/features/admin/financial/components/financial-section.tsx': {
          file: 'assets/financial-section-1.js',
          imports: ['_card-1.js'],
        },
      }),
    );
    for (const search of ['', 'tab=overview', 'tab=no-such-section']) {
      expect(admin('/admin/dashboard', search)).toContain('</assets/admin-dashboard-1.js>; rel=modulepreload');
      expect(admin('/admin/dashboard', search)).toContain('</assets/overview-section-1.js>; rel=modulepreload');
      expect(admin('/admin/dashboard', search)).not.toContain('financial-section');
    }
    const financial = admin('/admin/dashboard', 'tab=financial&timeRange=7d');
    expect(financial).toContain('</assets/financial-section-1.js>; rel=modulepreload');
    expect(financial).not.toContain('overview-section');
    expect(financial?.match(/card-1\.js/g)).toHaveLength(1);
    // A section not in this build: the route's own code still.
    expect(admin('/admin/dashboard', 'tab=jobs')).toContain('admin-dashboard-1.js');
    expect(admin('/admin/dashboard', 'tab=jobs')).not.toContain('overview-section');
  });

  it('gives nothing without a manifest', () => {
    expect(loadRoutePreloads(fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-dist-')))('/marketplace')).toBeNull();
  });
});
