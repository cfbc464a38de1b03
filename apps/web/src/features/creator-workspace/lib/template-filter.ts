// The Marketplace tab's filters (docs/product/creator-dashboard.md#marketplace-tab): the template
// select is the public marketplace's own list (TEMPLATE_FILTER_OPTIONS, docs/product/marketplace.md#template-filter)
// and matches a brief by the template it was made from, as the server's `?template=` does.

import { matchesTemplateFilter, type BriefTemplateId } from '@briefly/shared/brief-templates';

interface FilterableBrief {
  title: string;
  description: string;
  template: string | null;
  brandName: string;
}

/** The search box: case-insensitive text in the title, description or brand name; blank matches all. */
export function matchesSearch(brief: FilterableBrief, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [brief.title, brief.description, brief.brandName].some((text) => text.toLowerCase().includes(needle));
}

/** `template` null = All Templates. */
export function filterMarketplaceBriefs<T extends FilterableBrief>(
  briefs: readonly T[],
  search: string,
  template: BriefTemplateId | null,
): T[] {
  return briefs.filter((brief) => matchesSearch(brief, search) && matchesTemplateFilter(brief, template));
}
