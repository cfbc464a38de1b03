import type { SubmissionStatus } from '@briefly/shared/submissions';
import type { SubmissionEvent } from '../../../platform/outbox/domain-events.ts';
import * as repo from '../submissions.repository.ts';
import { submissionNotFound } from '../submissions.errors.ts';
import type { SubmissionsDeps } from './deps.ts';

/** What the submissions use cases share: a change's domain event, the creator's own submission. */
export function submissionHelpers(deps: SubmissionsDeps) {
  const { db } = deps;

  const eventOf = (
    row: { id: string; briefId: string; brandId: string; creatorId: string },
    status: SubmissionStatus,
  ): SubmissionEvent => ({
    submissionId: row.id,
    briefId: row.briefId,
    brandId: row.brandId,
    creatorId: row.creatorId,
    status,
  });

  async function ownRow(creatorId: string, id: string): Promise<repo.CreatorSubmissionRow> {
    const row = await repo.findForCreator(db, id, creatorId);
    if (!row) throw submissionNotFound();
    return row;
  }

  return { eventOf, ownRow };
}

export type SubmissionHelpers = ReturnType<typeof submissionHelpers>;
