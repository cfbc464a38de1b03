import type { TAdminSubmission, TAdminSubmissionsQuery, TAdminSubmissionsResponse } from '@briefly/shared/admin';
import { submissionNotFound } from '../admin.errors.ts';
import * as repo from '../admin.repository.ts';
import { pageOf, toSubmission } from './views.ts';
import type { AdminServiceOptions, AdminActor } from './deps.ts';

/** Submissions: listing, reading and reviewing them through the submissions service. */
export function submissionUseCases(options: AdminServiceOptions) {
  const { db, submissions } = options;

  // ---------------------------------------------------------------- submissions

  async function listSubmissions(query: TAdminSubmissionsQuery): Promise<TAdminSubmissionsResponse> {
    const { rows, total } = await repo.listSubmissions(db, query.status, pageOf(query));
    return { submissions: rows.map(toSubmission), total, page: query.page, limit: query.limit };
  }

  async function getSubmission(id: string): Promise<TAdminSubmission> {
    const row = await repo.findSubmission(db, id);
    if (!row) throw submissionNotFound();
    return toSubmission(row);
  }

  /** The brand's review rules (submissions' reviewSubmission): only a pending submission (409 otherwise). */
  async function reviewSubmission(
    actor: AdminActor,
    id: string,
    status: 'approved' | 'rejected',
  ): Promise<TAdminSubmission> {
    const before = await getSubmission(id);
    await submissions.reviewSubmission({
      actor: { id: actor.id, type: 'admin' },
      submissionId: id,
      status,
      also: (tx) =>
        repo.audit(tx, {
          actorId: actor.id,
          action: `admin.submission.${status}`,
          targetType: 'submission',
          targetId: id,
          before: { status: before.status },
          after: { status },
          ip: actor.ip,
        }),
    });
    return getSubmission(id);
  }

  return { listSubmissions, getSubmission, reviewSubmission };
}
