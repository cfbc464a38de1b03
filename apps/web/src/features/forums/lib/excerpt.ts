// A post's first words as plain text for the list (the Markdown is rendered only when a post is
// opened, so the list needs no Markdown code).

const MARKDOWN_NOISE: Array<[RegExp, string]> = [
  [/```[\s\S]*?```/g, ' '],
  [/`([^`]*)`/g, '$1'],
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, ''],
  [/(\*\*|__|\*|_|~~)(\S(?:.*?\S)?)\1/g, '$2'],
  [/<[^>]*>/g, ''],
  [/\s+/g, ' '],
];

export function plainExcerpt(markdown: string, max = 220): string {
  let text = markdown;
  for (const [pattern, replacement] of MARKDOWN_NOISE) text = text.replace(pattern, replacement);
  text = text.trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
