// The marketplace tab's template select (docs/product/creator-dashboard.md#template-filter) lists
// labels that are not the brief templates brands pick from (docs/product/briefs.md#templates). Here each label
// filters: a brief matches a label when its template is one the label names, or when its title or
// description contains one of the label's keywords at the start of a word ('photo' matches
// 'photos' and 'photography', not 'telephoto'). 'All Templates' matches every brief.

import { MARKETPLACE_TEMPLATE_FILTERS, type BriefTemplateId } from '@briefly/shared/briefs';

export type TemplateFilter = (typeof MARKETPLACE_TEMPLATE_FILTERS)[number];
export const ALL_TEMPLATES = 'All Templates' satisfies TemplateFilter;

interface FilterRule {
  /** Brief templates that belong to the label outright. */
  templates: readonly BriefTemplateId[];
  /** Word starts looked for in the title and description, lower case. */
  keywords: readonly string[];
}

export const TEMPLATE_FILTER_RULES: Record<Exclude<TemplateFilter, 'All Templates'>, FilterRule> = {
  'Social Media Campaign': {
    templates: ['tweets', 'ig-story-blitz'],
    keywords: ['social', 'instagram', 'tiktok', 'twitter', 'tweet', 'thread', 'story', 'stories', 'reel', 'hashtag', 'post', 'campaign'],
  },
  'Product Review': {
    templates: ['ecommerce-product'],
    keywords: ['review', 'unbox', 'product', 'hands-on', 'tested', 'testing', 'demo'],
  },
  'Brand Partnership': {
    templates: [],
    keywords: ['partner', 'sponsor', 'ambassador', 'collab', 'brand deal', 'affiliate'],
  },
  'Content Creation': {
    templates: [],
    keywords: ['content', 'ugc', 'create', 'creative', 'series', 'behind the scenes'],
  },
  'Influencer Marketing': {
    templates: ['talent-giveaway'],
    keywords: ['influencer', 'giveaway', 'follower', 'audience', 'promote', 'promotion', 'shoutout', 'shout-out'],
  },
  'Video Production': {
    templates: ['podcast-live'],
    keywords: ['video', 'youtube', 'film', 'vlog', 'reel', 'clip', 'footage', 'podcast', 'episode', 'live', 'stream', 'tiktok'],
  },
  Photography: {
    templates: [],
    keywords: ['photo', 'camera', 'shoot', 'lookbook', 'flat lay', 'portrait', 'image'],
  },
  Copywriting: {
    templates: ['tweets'],
    keywords: ['copy', 'caption', 'script', 'write', 'writing', 'written', 'blog', 'article', 'newsletter', 'tagline', 'thread', 'read'],
  },
  'Graphic Design': {
    templates: [],
    keywords: ['design', 'graphic', 'illustrat', 'logo', 'poster', 'banner', 'infographic', 'thumbnail', 'artwork', 'visual'],
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = Object.fromEntries(
  Object.entries(TEMPLATE_FILTER_RULES).map(([label, rule]) => [label, new RegExp(`(^|[^a-z0-9])(${rule.keywords.map(escape).join('|')})`, 'i')]),
) as Record<keyof typeof TEMPLATE_FILTER_RULES, RegExp>;

interface FilterableBrief {
  title: string;
  description: string;
  template: string | null;
  brandName: string;
}

export function matchesTemplateFilter(brief: FilterableBrief, filter: TemplateFilter): boolean {
  if (filter === ALL_TEMPLATES) return true;
  const rule = TEMPLATE_FILTER_RULES[filter];
  if (brief.template && (rule.templates as readonly string[]).includes(brief.template)) return true;
  return PATTERNS[filter].test(`${brief.title}\n${brief.description}`);
}

/** The search box: case-insensitive text in the title, description or brand name; blank matches all. */
export function matchesSearch(brief: FilterableBrief, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [brief.title, brief.description, brief.brandName].some((text) => text.toLowerCase().includes(needle));
}

export function filterMarketplaceBriefs<T extends FilterableBrief>(briefs: readonly T[], search: string, filter: TemplateFilter): T[] {
  return briefs.filter((brief) => matchesSearch(brief, search) && matchesTemplateFilter(brief, filter));
}

export const isTemplateFilter = (value: string | null): value is TemplateFilter => MARKETPLACE_TEMPLATE_FILTERS.some((label) => label === value);
