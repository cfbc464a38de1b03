// Submissions, the creator workspace and search (docs/product/submissions.md, docs/product/creator-dashboard.md).
// One file per part in submissions/; this module is the contract's one name (`@briefly/shared/submissions`).

export * from './submissions/rules.ts';
export * from './submissions/views.ts';
export * from './submissions/envelopes.ts';
export * from './submissions/revisions.ts';
export * from './submissions/revision-request.ts';
export * from './submissions/search.ts';
export * from './submissions/creator-profile.ts';
export * from './submissions/creator-dashboard.ts';
export * from './submissions/invitations.ts';
