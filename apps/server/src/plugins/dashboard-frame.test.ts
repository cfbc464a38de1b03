import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SECTION_LABELS, frameFor, loadDashboardFrame } from './dashboard-frame.ts';
import { registerNotFoundHandler } from './not-found.ts';

// A dashboard's address carries its frame (decision 057): the heading its first screen paints, drawn before any
// script, with the scripts listed for theme-init.js to load after that paint.

const INDEX = [
  '<!doctype html><html><head><script src="/theme-init.js"></script>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>',
  '<body><div id="root"></div><p id="boot" role="status">Loading Briefly…</p></body></html>',
].join('\n');
const LINKS = [
  '</theme-init.js>; rel=preload; as=script',
  '</assets/index-1.css>; rel=preload; as=style; crossorigin',
  '</assets/index-1.js>; rel=modulepreload',
  '</assets/react-1.js>; rel=modulepreload',
  '</assets/admin-dashboard-1.js>; rel=modulepreload',
  '</assets/mantine-rest-1.css>; rel=preload; as=style; crossorigin',
].join(', ');

let distDir: string;
beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-frame-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
});
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const scriptsOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="briefly-scripts">(.*?)<\/script>/.exec(html)![1]!) as {
    entry: string;
    preload: string[];
  };

describe("a dashboard's frame", () => {
  it("is drawn for the brand's and the creator's Overview and every admin section, with the section's heading", () => {
    expect(frameFor('/brand/dashboard', '')).toEqual({ for: 'brand', heading: null });
    expect(frameFor('/brand/dashboard', '?tab=overview')).toEqual({ for: 'brand', heading: null });
    expect(frameFor('/creator/dashboard', '')).toEqual({ for: 'creator', heading: null });
    expect(frameFor('/dashboard/', '')).toEqual({ for: 'creator', heading: null });
    expect(frameFor('/admin/dashboard', '')).toEqual({ for: 'admin', heading: 'Overview' });
    expect(frameFor('/admin/dashboard', '?tab=financial&timeRange=7d')).toEqual({
      for: 'admin',
      heading: 'Financial Dashboard',
    });
    // The admin's dashboard shows its Overview for a tab it does not have.
    expect(frameFor('/admin/dashboard', '?tab=nothing')).toEqual({ for: 'admin', heading: 'Overview' });
    // Another tab's heading is not the greeting: no frame.
    expect(frameFor('/brand/dashboard', '?tab=briefs')).toBeNull();
    expect(frameFor('/creator/dashboard', '?tab=earnings')).toBeNull();
    expect(frameFor('/marketplace', '')).toBeNull();
    expect(frameFor('/notifications', '')).toBeNull();
  });

  it("names the admin's sections as the admin's menu does", () => {
    const nav = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../web/src/features/admin/shell/components/admin-nav.ts'),
      'utf8',
    );
    const labels = Object.fromEntries(
      [...nav.matchAll(/\{ value: '([^']+)', label: '([^']+)'/g)].map((match) => [match[1], match[2]]),
    );
    expect(Object.keys(labels).length).toBeGreaterThan(10);
    expect(ADMIN_SECTION_LABELS).toEqual(labels);
  });

  it("moves the entry and every script preload into the list theme-init.js loads after the frame's paint", () => {
    const html = loadDashboardFrame(distDir)('/admin/dashboard', '?tab=financial', LINKS)!;
    expect(html).toContain(
      '<div id="root"><div class="bf-frame" data-for="admin" aria-hidden="true"><div class="bf-frame-header"></div>',
    );
    expect(html).toContain('<h1 class="bf-frame-heading">Financial Dashboard</h1>');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // Style sheets stay where they are, and the page's others join them: the frame's paint waits for them.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/mantine-rest-1.css"></head>');
    expect(html.match(/index-1\.css/g)).toHaveLength(1);
    expect(scriptsOf(html)).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/react-1.js', '/assets/admin-dashboard-1.js'],
    });
    // #boot stays right after #root (global.css shows it while no frame is shown).
    expect(html).toMatch(/<\/div>\s*<p id="boot"/);
  });

  it("leaves the greeting's name to theme-init.js and escapes a heading", () => {
    const frame = loadDashboardFrame(distDir);
    expect(frame('/brand/dashboard', '', LINKS)).toContain('<h1 class="bf-frame-heading" data-frame-name></h1>');
    expect(frame('/admin/dashboard', '?tab=security', LINKS)).toContain('Time zone &amp; security</h1>');
  });

  it('answers a dashboard address with the frame and a Link header of style sheets only', async () => {
    const app = Fastify();
    registerNotFoundHandler(app, true, () => LINKS, null, loadDashboardFrame(distDir));
    const response = await app.inject({ method: 'GET', url: '/creator/dashboard', headers: { 'accept-encoding': '' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('data-for="creator"');
    expect(response.headers.link).toBe(
      '</assets/index-1.css>; rel=preload; as=style; crossorigin, </assets/mantine-rest-1.css>; rel=preload; as=style; crossorigin',
    );
    await app.close();
  });

  it('is not drawn without a built entry', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-frame-'));
    fs.writeFileSync(path.join(empty, 'index.html'), '<html><body><div id="root"></div></body></html>');
    expect(loadDashboardFrame(empty)('/brand/dashboard', '', LINKS)).toBeNull();
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
