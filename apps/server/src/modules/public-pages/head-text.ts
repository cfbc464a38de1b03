import { formatZonedTime } from '@briefly/shared/zoned-time';

// The words of page heads and share cards: stored text as a plain summary, a deadline in a named zone,
// a brand as a schema.org Organization.

/** Search engines show about this much of a description. */
const DESCRIPTION_MAX = 200;

/**
 * Plain text of Markdown-ish stored text, cut at a word near `max` characters. Only Markdown's syntax goes
 * (images, link targets, heading, quote and list markers, rules, emphasis, code ticks, table bars): the text's
 * own hyphens and punctuation stay ("Five-minute", "well-lit", "A - B").
 */
export function summary(text: string, max = DESCRIPTION_MAX): string {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, ' ')
    .replace(/^[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d+[.)][ \t]+)/gm, '')
    .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[\s(])[*_](?=\S)([^*_\n]*?\S)[*_](?=[\s.,;:!?)]|$)/gm, '$1$2')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/\s\|\s|^\||\|$/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/**
 * "Dec 7, 2026, 11:59 PM UTC": a brief's deadline as its head and its share card write it. Their readers are
 * anywhere and unknown, so the moment names its zone (one clock: docs/product/limits-and-messages.md).
 */
export function deadlineText(iso: string): string {
  const day = new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${day}, ${formatZonedTime(iso, 'UTC')}`;
}

/** Whether a brief's location names a place applicants must be in ('Anywhere', 'Remote' and blank do not). */
export function locationBound(location: string): boolean {
  return !/^(?:|anywhere|remote|worldwide|online)$/i.test(location.trim());
}

/** A brand as a schema.org Organization: its logo and its own pages elsewhere when it has them. */
export function organization(
  brand: {
    companyName: string;
    logo: string | null;
    socialWebsite?: string;
    socialInstagram?: string;
    socialTwitter?: string;
    socialLinkedIn?: string;
  },
  url: string,
  absolute: (path: string) => string,
) {
  const sameAs = [brand.socialWebsite, brand.socialInstagram, brand.socialTwitter, brand.socialLinkedIn].filter(
    (link): link is string => typeof link === 'string' && /^https?:\/\//i.test(link),
  );
  return {
    '@type': 'Organization',
    name: brand.companyName,
    url,
    ...(brand.logo && /^(?:https?:\/\/|\/)/i.test(brand.logo) ? { logo: absolute(brand.logo) } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
