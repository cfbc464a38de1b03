import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withBody } from './page-body.ts';

// A public page's body drawn on the server (decision 036): the web build's renderer is stood in for by a
// module that draws what its API request answered, so what the handler does around it is tested here;
// the real components' drawing and hydration are tested end to end (e2e/tests/public-pages.spec.ts).

const INDEX = '<!doctype html><html><head><title>Briefly</title></head><body><div id="root"></div></body></html>';
const RENDERER = `
export async function renderPage(url, fetchApi) {
  if (url.searchParams.has('explode')) throw new Error('renderer failed');
  const answer = await fetchApi('/api/health', { method: 'GET' });
  const body = await answer.json();
  globalThis.__rendered = (globalThis.__rendered ?? 0) + 1;
  return { html: '<main>drawn ' + url.pathname + ' health=' + body.status + '</main>', state: { note: '</script><b>' } };
}`;

let root: string;
let t: TestApp;
let off: TestApp;
const rendered = () => (globalThis as { __rendered?: number }).__rendered ?? 0;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-ssr-'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), INDEX);
  // The marketplace's route chunk with its style sheet, for the Link header and the head.
  fs.mkdirSync(path.join(root, 'dist', '.vite'));
  fs.writeFileSync(
    path.join(root, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js' },
      'src/features/marketplace/routes/marketplace.tsx': {
        file: 'assets/marketplace-1.js',
        css: ['assets/marketplace-1.css'],
      },
    }),
  );
  fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ env: { WEB_DIST_DIR: path.join(root, 'dist') } });
  off = await createTestApp({ env: { WEB_DIST_DIR: path.join(root, 'dist'), SERVER_RENDERING: 'off' } });
});
afterAll(async () => {
  await t?.close();
  await off?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('server-drawn public pages', () => {
  it('carry the drawing in the root element and the state it was drawn from, which cannot close its script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/marketplace?category=Fitness' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><main>drawn /marketplace health=ok</main></div>');
    expect(response.body).toContain('<script type="application/json" id="briefly-ssr">{"note":"\\u003c/script\\u003e');
    expect(response.body).not.toContain('</script><b>');
  });

  it('announce only their style sheets in the Link header: their scripts wait for the first paint (decision 054)', async () => {
    const drawn = await t.app.inject({ method: 'GET', url: '/marketplace' });
    expect(drawn.body).toContain('<link rel="stylesheet" crossorigin href="/assets/marketplace-1.css" />');
    expect(drawn.headers.link).toBe('</assets/marketplace-1.css>; rel=preload; as=style; crossorigin');
    // Not drawn (SERVER_RENDERING=off), the browser needs the page's code as soon as it can have it.
    const notDrawn = await off.app.inject({ method: 'GET', url: '/marketplace' });
    expect(notDrawn.headers.link).toContain('</assets/marketplace-1.js>; rel=modulepreload');
  });

  it('draw nothing of a page the API refuses: a missing brief is 404, noindex and empty', async () => {
    const before = rendered();
    const response = await t.app.inject({ method: 'GET', url: '/brief/00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('content="noindex"');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('briefly-ssr');
    expect(rendered()).toBe(before);
  });

  it('leave dashboards to the browser', async () => {
    const before = rendered();
    const response = await t.app.inject({ method: 'GET', url: '/brand/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(rendered()).toBe(before);
  });

  it('still answer the page when drawing fails, for the browser to draw', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/marketplace?explode=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Marketplace · Briefly</title>');
  });

  it('are not drawn with SERVER_RENDERING=off', async () => {
    const response = await off.app.inject({ method: 'GET', url: '/marketplace' });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('briefly-ssr');
  });
});

describe('withBody', () => {
  it("links the page's style sheets in the head and leaves a page without a root element as it is", () => {
    const html = withBody(INDEX, { html: '<p>x</p>', state: {} }, ['/assets/page-1.css']);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page-1.css" /></head>');
    expect(html).toContain('<div id="root"><p>x</p></div>');
    expect(withBody('<html></html>', { html: '<p>x</p>', state: {} }, [])).toBe('<html></html>');
    // Stored text with `$'` or `$&` is written as it is, not read as a replacement pattern.
    expect(withBody(INDEX, { html: "<p>Win $' and $&</p>", state: {} }, [])).toContain(
      '<div id="root"><p>Win $\' and $&</p></div>',
    );
  });

  it("lists the page's scripts for after its first paint instead of loading them from the head (decision 054)", () => {
    const built =
      '<!doctype html><html><head><script src="/theme-init.js"></script>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n' +
      '</head><body><div id="root"></div></body></html>';
    const html = withBody(built, { html: '<p>x</p>', state: {} }, [], ['/assets/page-1.js', '/assets/vendor-1.js']);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script src="/theme-init.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    const list = /<script type="application\/json" id="briefly-scripts">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(list![1]!)).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/vendor-1.js', '/assets/page-1.js'],
    });
  });
});
