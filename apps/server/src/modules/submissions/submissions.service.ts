import { applicationUseCases } from './service/applications.ts';
import { submissionsDeps, type SubmissionsServiceOptions } from './service/deps.ts';
import { figureUseCases } from './service/figures.ts';
import { reviewUseCases } from './service/review.ts';
import { revisionUseCases } from './service/revisions.ts';
import { submissionHelpers } from './service/shared.ts';

export type { Actor, PayoutAccountDirectory, SubmissionsServiceOptions } from './service/deps.ts';
export type { OwnSearchHit } from './service/figures.ts';
export { markWinnerInTx, reopenRejectedInTx } from './service/review.ts';

/** The submissions module's use cases (one file each in service/), wired to the same options. */
export function createSubmissionsService(options: SubmissionsServiceOptions) {
  const deps = submissionsDeps(options);
  const helpers = submissionHelpers(deps);
  const applications = applicationUseCases(deps, helpers);
  const review = reviewUseCases(deps, helpers);
  const revisions = revisionUseCases(deps, helpers, review);
  const figures = figureUseCases(deps);

  return {
    apply: applications.apply,
    listOwn: applications.listOwn,
    getOwn: applications.getOwn,
    updateOwn: applications.updateOwn,
    deleteOwn: applications.deleteOwn,
    briefsForCreator: applications.briefsForCreator,
    listForBrand: review.listForBrand,
    getForBrand: review.getForBrand,
    reviewSubmission: review.reviewSubmission,
    requestRevision: revisions.requestRevision,
    resubmit: revisions.resubmit,
    history: revisions.history,
    totalsFor: figures.totalsFor,
    monthlyFor: figures.monthlyFor,
    countSubmittedSinceSql: figures.countSubmittedSinceSql,
    recentActivity: figures.recentActivity,
    searchOwn: figures.searchOwn,
  };
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
