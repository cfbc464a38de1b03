// The submissions module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createSubmissionsModule } from './submissions.module.ts';
export {
  markWinnerInTx,
  reopenRejectedInTx,
  type OwnSearchHit,
  type PayoutAccountDirectory,
  type SubmissionsService,
} from './submissions.service.ts';
export { submissionActivity } from './submissions.activity.ts';
