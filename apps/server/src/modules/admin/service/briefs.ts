import type {
  TAdminArchiveResponse,
  TAdminBriefDetail,
  TAdminBriefsQuery,
  TAdminBriefsResponse,
} from '@briefly/shared/admin';
import type { TUpdateBriefRequest } from '@briefly/shared/briefs';
import { briefNotFound } from '../admin.errors.ts';
import * as repo from '../admin.repository.ts';
import { briefAction, briefAudit, pageOf, toBrief } from './views.ts';
import type { AdminServiceOptions, AdminActor } from './deps.ts';

/** Briefs: listing and reading them with their money, editing and archiving through the briefs service. */
export function briefUseCases(options: AdminServiceOptions) {
  const { db, briefs, moneyViews } = options;

  // ---------------------------------------------------------------- briefs

  async function listBriefs(query: TAdminBriefsQuery): Promise<TAdminBriefsResponse> {
    const { rows, total, totalIsCapped } = await repo.listBriefs(db, query.status, pageOf(query));
    return { briefs: rows.map(toBrief), total, totalIsCapped, page: query.page, limit: query.limit };
  }

  /** One brief, any status or privacy, with its money summary (dollars, from the ledger). */
  async function getBrief(actor: Pick<AdminActor, 'id'>, id: string): Promise<TAdminBriefDetail> {
    const row = await repo.findBrief(db, id);
    if (!row) throw briefNotFound();
    const money = await moneyViews.briefMoney({ id: actor.id, type: 'admin' }, id);
    return { ...toBrief(row), money };
  }

  /**
   * PUT /api/admin/briefs/:id: the brand's own edit (the same rules: funded pools, deadlines, status
   * moves), made by an admin on the brand's behalf, with the audit row in its transaction.
   */
  async function updateBrief(actor: AdminActor, id: string, input: TUpdateBriefRequest): Promise<TAdminBriefDetail> {
    const row = await repo.findBrief(db, id);
    if (!row) throw briefNotFound();
    await briefs.updateBrief({ id: row.brandId, type: 'brand' }, id, input, (tx, before, after) =>
      repo.audit(tx, {
        actorId: actor.id,
        action: briefAction(before, after),
        targetType: 'brief',
        targetId: id,
        before: briefAudit(before),
        after: briefAudit(after),
        ip: actor.ip,
      }),
    );
    return getBrief(actor, id);
  }

  /** DELETE /api/admin/briefs/:id: a soft delete — the brief is archived; its money history stays. */
  const archiveBrief = (actor: AdminActor, id: string) => updateBrief(actor, id, { status: 'archived' });

  /**
   * Runs the expiry job now (the briefs module's own archiving, with its `brief.archived` events).
   * `notifications`: the people those events tell — each brief's brand and everyone who applied.
   */
  async function archiveExpiredBriefs(actor: AdminActor): Promise<TAdminArchiveResponse> {
    const { archived, briefIds, also } = await briefs.archiveExpired({
      also: async (tx, ids) => {
        const notifications = await repo.archiveRecipients(tx, ids);
        for (const briefId of ids) {
          await repo.audit(tx, {
            actorId: actor.id,
            action: 'admin.brief.archived',
            targetType: 'brief',
            targetId: briefId,
            before: { status: 'published' },
            after: { status: 'archived' },
            ip: actor.ip,
          });
        }
        await repo.audit(tx, {
          actorId: actor.id,
          action: 'admin.briefs.archive_run',
          targetType: 'brief',
          targetId: null,
          before: null,
          after: { archived: ids.length, notifications, briefIds: ids },
          ip: actor.ip,
        });
        return notifications;
      },
    });
    const notifications = also ?? 0;
    return { archived, notifications, briefIds, result: { archived, notifications } };
  }

  return { listBriefs, getBrief, updateBrief, archiveBrief, archiveExpiredBriefs };
}
