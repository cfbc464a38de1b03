import { escapeHtml, scriptJson } from '../../lib/index-html.ts';
import type { PageHead } from './page-heads.ts';

export { scriptJson };

// A page head as HTML, put into the built index.html in place of its generic title and description.
// Every stored text is escaped; JSON-LD is escaped for a <script> element (no "</script>" can close it).

export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) {
    tags.push(meta('name', 'robots', 'noindex'));
    return tags.join('\n    ');
  }
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  tags.push(
    meta('property', 'og:site_name', 'Briefly'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image),
      meta('property', 'og:image:width', '1200'),
      meta('property', 'og:image:height', '630'),
    );
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

const GENERIC_HEAD = /<title>[\s\S]*?<\/title>|<meta\s+name="description"[\s\S]*?\/>/g;

/** index.html with its generic title and description replaced by the page's head (added to it if it has neither). */
export function withHead(indexHtml: string, head: PageHead): string {
  let placed = false;
  const html = indexHtml.replace(GENERIC_HEAD, () => {
    if (placed) return '';
    placed = true;
    return headTags(head);
  });
  if (placed) return html;
  if (html.includes('</head>')) return html.replace('</head>', () => `${headTags(head)}</head>`);
  return html.replace('<body', () => `<head>${headTags(head)}</head><body`);
}
