// Brief templates (docs/product/briefs.md#templates) and the one template filter list of both
// marketplaces (docs/product/marketplace.md#template-filter). No Zod here: the public pages import
// this without loading the contract's schemas.

export interface TemplateField {
  key: string;
  label: string;
  /** select fields list their options; the rest are free text. */
  options?: readonly string[];
}

export interface BriefTemplate {
  id: string;
  name: string;
  description: string;
  fields: readonly TemplateField[];
}

export const BRIEF_TEMPLATES = [
  {
    id: 'podcast-live',
    name: 'Podcast / Live',
    description: 'Promote a podcast episode or live show.',
    fields: [
      { key: 'podcastName', label: 'Podcast name' },
      { key: 'episodeTopics', label: 'Episode topics' },
      { key: 'targetAudience', label: 'Target audience' },
      { key: 'contentType', label: 'Content type', options: ['social-media', 'video', 'graphics'] },
    ],
  },
  {
    id: 'ecommerce-product',
    name: 'E-commerce Product',
    description: 'Showcase a product with reviews, unboxings or tutorials.',
    fields: [
      { key: 'productName', label: 'Product name' },
      { key: 'productCategory', label: 'Product category' },
      { key: 'targetDemographic', label: 'Target demographic' },
      { key: 'contentStyle', label: 'Content style', options: ['review', 'unboxing', 'lifestyle', 'tutorial'] },
    ],
  },
  {
    id: 'talent-giveaway',
    name: 'Talent Giveaway',
    description: 'Run a giveaway that creators promote.',
    fields: [
      { key: 'giveawayType', label: 'Giveaway type' },
      { key: 'prizes', label: 'Prizes' },
      { key: 'entryRequirements', label: 'Entry requirements' },
      { key: 'promotionChannels', label: 'Promotion channels', options: ['instagram', 'tiktok', 'youtube', 'twitter'] },
    ],
  },
  {
    id: 'tweets',
    name: 'Tweets',
    description: 'A campaign of posts on X / Twitter.',
    fields: [
      { key: 'campaignTheme', label: 'Campaign theme' },
      { key: 'hashtags', label: 'Hashtags' },
      { key: 'targetAudience', label: 'Target audience' },
      {
        key: 'tweetStyle',
        label: 'Tweet style',
        options: ['informative', 'humorous', 'promotional', 'storytelling', 'thread'],
      },
    ],
  },
  {
    id: 'ig-story-blitz',
    name: 'IG Story Blitz',
    description: 'A burst of Instagram stories, highlights or reels.',
    fields: [
      { key: 'storyTheme', label: 'Story theme' },
      { key: 'visualStyle', label: 'Visual style' },
      { key: 'interactiveElements', label: 'Interactive elements' },
      { key: 'storyFormat', label: 'Story format', options: ['single-story', 'story-series', 'highlights', 'reels'] },
    ],
  },
] as const satisfies readonly BriefTemplate[];

export type BriefTemplateId = (typeof BRIEF_TEMPLATES)[number]['id'];
export const BRIEF_TEMPLATE_IDS = BRIEF_TEMPLATES.map((template) => template.id) as [
  BriefTemplateId,
  ...BriefTemplateId[],
];

// ---------------------------------------------------------------- the template filter (docs/product/marketplace.md#template-filter)

export const ALL_TEMPLATES_LABEL = 'All Templates';

/**
 * The template select of the public marketplace and of the creator's Marketplace tab: All Templates
 * (value '') and the five templates a brand picks from, by their names. Each value is what a brief
 * stores, so a choice filters real briefs — the server's `?template=` and the creator tab alike.
 */
export const TEMPLATE_FILTER_OPTIONS: ReadonlyArray<{ value: '' | BriefTemplateId; label: string }> = [
  { value: '', label: ALL_TEMPLATES_LABEL },
  ...BRIEF_TEMPLATES.map((template) => ({ value: template.id, label: template.name })),
];

/** The select's value as a template id, or null for All Templates (or anything unknown). */
export function asTemplateFilter(value: string | null | undefined): BriefTemplateId | null {
  return BRIEF_TEMPLATE_IDS.find((id) => id === value) ?? null;
}

/**
 * Whether a brief passes the template filter: the brief's template is the chosen one (null = every
 * brief). The same rule as the server's `template = $1` for `GET /api/briefs/public?template=`.
 */
export function matchesTemplateFilter(brief: { template: string | null }, template: BriefTemplateId | null): boolean {
  return template === null || brief.template === template;
}
