// A brand's social links as addresses, on its own so public pages' small chunks need not load brief-display.ts.

export type SocialKind = 'website' | 'instagram' | 'twitter' | 'linkedin';

const SOCIAL_BASE: Record<Exclude<SocialKind, 'website'>, string> = {
  instagram: 'https://instagram.com/',
  twitter: 'https://x.com/',
  linkedin: 'https://www.linkedin.com/company/',
};

/**
 * A brand's social value as a link: full URLs are kept (http/https only), bare domains get https://,
 * '@handle' or 'handle' becomes the network's profile URL. Anything unusable gives null.
 */
export function socialHref(kind: SocialKind, raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null; // javascript:, mailto:, …
  if (kind === 'website' || value.includes('.') || value.includes('/')) {
    if (kind !== 'website' && !value.includes('.')) return null;
    try {
      return new URL(`https://${value}`).href;
    } catch {
      return null;
    }
  }
  const handle = value.replace(/^@/, '');
  if (!/^[\w.-]{1,100}$/.test(handle)) return null;
  return SOCIAL_BASE[kind] + encodeURIComponent(handle);
}
