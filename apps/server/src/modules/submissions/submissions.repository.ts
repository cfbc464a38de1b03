// All of the submissions module's queries, one file per group; the services read them here as `repo`.
// Functions take the executor (db or transaction) first.

export type {
  AwardRow,
  BrandSubmissionRow,
  CreatorSubmissionRow,
  DuplicateLinkRow,
  SubmissionRow,
} from './submissions.views.repository.ts';
export * from './submissions.applications.repository.ts';
export * from './submissions.review.repository.ts';
export * from './submissions.revisions.repository.ts';
export * from './submissions.figures.repository.ts';
export * from './submissions.search.repository.ts';
