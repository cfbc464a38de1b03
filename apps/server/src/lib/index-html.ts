// The built web app's index.html as the server hands it out with something of its own in it: a page it drew
// (modules/public-pages) or a dashboard's frame (plugins/dashboard-frame.ts). One escaping and one way of moving
// the scripts after the first paint (decision 054) for both.

/** The empty root element Vite's index.html carries, where a drawing or a frame goes. */
export const ROOT = '<div id="root"></div>';
/** index.html's entry script and the module preloads Vite writes for its imports. */
const ENTRY_SCRIPT = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\s*/g;

/** Text for an HTML element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON inside a <script> element: `<`, `>` and `&` as \u escapes, which JSON reads back as they were. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * index.html without its entry script and module preloads, and the list (`#briefly-scripts`) that theme-init.js
 * loads once the page has been painted: the entry, its preloads and `scripts` (the page's own chunks). No list
 * when index.html has no entry script.
 */
export function deferScripts(html: string, scripts: readonly string[] = []): { html: string; list: string } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return { html, list: '' };
  const preload = [...new Set([...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...scripts])];
  return {
    html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    list: `<script type="application/json" id="briefly-scripts">${scriptJson({
      entry,
      preload: preload.filter((href) => href !== entry),
    })}</script>`,
  };
}
