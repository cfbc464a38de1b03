// ---------------------------------------------------------------- category (docs/product/briefs.md#categories)

export const BRIEF_CATEGORIES = ['technical', 'business', 'creative'] as const;
export type BriefCategory = (typeof BRIEF_CATEGORIES)[number];
const TECHNICAL_WORDS = [
  'code',
  'development',
  'programming',
  'api',
  'software',
  'technical',
  'backend',
  'frontend',
  'database',
];
const BUSINESS_WORDS = ['strategy', 'business', 'consulting', 'marketing', 'sales', 'analysis', 'research', 'planning'];

/** Derived by keywords in title plus description: technical, then business, otherwise creative. */
export function briefCategory(title: string, description: string): BriefCategory {
  const text = `${title} ${description}`.toLowerCase();
  const words = new Set(text.split(/[^a-z0-9]+/).filter(Boolean));
  if (TECHNICAL_WORDS.some((word) => words.has(word))) return 'technical';
  if (BUSINESS_WORDS.some((word) => words.has(word))) return 'business';
  return 'creative';
}
