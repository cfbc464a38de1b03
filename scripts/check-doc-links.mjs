// Every relative link between the project's Markdown files resolves: the file exists and, when the
// link names a heading (`file.md#heading`), the file has that heading (GitHub's anchors). npm test
// runs it; it prints each broken link and exits 1.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const skip = new Set([
  'node_modules',
  '.git',
  '.data',
  'dist',
  'test-results',
  'playwright-report',
  'screenshots',
  '.scratch',
]);

function markdownFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped (hyphens and underscores kept), spaces to hyphens. */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsCache = new Map();
function anchorsOf(file) {
  if (!anchorsCache.has(file)) {
    const seen = new Map();
    const anchors = new Set();
    let fenced = false;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const match = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!match) continue;
      const base = anchorOf(match[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    anchorsCache.set(file, anchors);
  }
  return anchorsCache.get(file);
}

const problems = [];
for (const file of markdownFiles(root)) {
  let fenced = false;
  for (const [index, line] of fs.readFileSync(file, 'utf8').split('\n').entries()) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, mailto:, …
      const [pathPart, anchor] = target.split('#');
      const resolved = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
      const where = `${path.relative(root, file)}:${index + 1}`;
      if (!fs.existsSync(resolved)) {
        problems.push(`${where}: ${target} — no such file`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
        problems.push(`${where}: ${target} — no heading #${anchor}`);
    }
  }
}

if (problems.length > 0) {
  console.log(`Broken links in the docs (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Every relative link and heading anchor between the Markdown files resolves.');
