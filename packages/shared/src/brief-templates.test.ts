import { describe, expect, it } from 'vitest';
import {
  ALL_TEMPLATES_LABEL,
  asTemplateFilter,
  BRIEF_TEMPLATES,
  matchesTemplateFilter,
  TEMPLATE_FILTER_OPTIONS,
} from './brief-templates.ts';
import { ZPublicBriefsQuery } from './briefs.ts';
import { TEST_MODE_BANNER, TEST_MODE_PAYOUT_NOTE } from './payments.ts';

// docs/product/marketplace.md#template-filter: one list for both marketplaces, filtering real data.
describe('the template filter', () => {
  it('lists All Templates, then every brief template by name, and nothing a brief cannot carry', () => {
    expect(TEMPLATE_FILTER_OPTIONS[0]).toEqual({ value: '', label: ALL_TEMPLATES_LABEL });
    expect(TEMPLATE_FILTER_OPTIONS.slice(1)).toEqual(
      BRIEF_TEMPLATES.map((template) => ({ value: template.id, label: template.name })),
    );
  });

  it('offers only values the public marketplace’s ?template= accepts', () => {
    for (const option of TEMPLATE_FILTER_OPTIONS.slice(1)) {
      expect(ZPublicBriefsQuery.parse({ template: option.value }).template).toBe(option.value);
    }
    expect(ZPublicBriefsQuery.safeParse({ template: 'Photography' }).success).toBe(false);
  });

  it('matches a brief by the template it was made from, as the server does', () => {
    expect(matchesTemplateFilter({ template: 'tweets' }, 'tweets')).toBe(true);
    expect(matchesTemplateFilter({ template: 'tweets' }, 'ig-story-blitz')).toBe(false);
    expect(matchesTemplateFilter({ template: null }, 'tweets')).toBe(false);
    expect(matchesTemplateFilter({ template: null }, null)).toBe(true);
  });

  it('reads a select value as a template id, anything else as All Templates', () => {
    expect(asTemplateFilter('podcast-live')).toBe('podcast-live');
    expect(asTemplateFilter('')).toBeNull();
    expect(asTemplateFilter('Social Media Campaign')).toBeNull();
    expect(asTemplateFilter(null)).toBeNull();
  });
});

describe('test-mode texts (docs/product/money-and-ledger.md#test-mode)', () => {
  it('give brands the test card and creators, who never pay, none', () => {
    expect(TEST_MODE_BANNER).toContain('4242 4242 4242 4242');
    expect(TEST_MODE_PAYOUT_NOTE).not.toMatch(/card|4242/i);
  });
});
