// Briefs (docs/product/briefs.md, docs/product/marketplace.md). Money in this API is dollars with at most
// 2 decimals, as clients send it; inside the server it becomes integer cents (money.ts).
// One file per part in briefs/; this module is the contract's one name (`@briefly/shared/briefs`).

export * from './briefs/status.ts';

// ---------------------------------------------------------------- templates (docs/product/briefs.md#templates)

// The templates and the marketplace's one template filter list live in brief-templates.ts (no Zod,
// so the public pages can import them); re-exported here for the contract's readers.
export * from './brief-templates.ts';

export * from './briefs/category.ts';
export * from './briefs/requests.ts';
export * from './briefs/brief.ts';
export * from './briefs/marketplace.ts';
export * from './briefs/brand-briefs.ts';
export * from './briefs/brand-area.ts';
