// All of the forums module's queries, one file per group; the services read them here as `repo`.
// Functions take the executor (db or transaction) first.

export * from './forums.posts.repository.ts';
export * from './forums.replies.repository.ts';
export * from './forums.reports.repository.ts';
export * from './forums.stats.repository.ts';
