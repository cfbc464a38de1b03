import { type BriefStatus, type TBrief } from '@briefly/shared/briefs';
import { toBrief } from '../briefs.mappers.ts';
import { canViewBrief } from '../briefs.policy.ts';
import * as repo from '../briefs.repository.ts';
import type { BriefsDeps } from './deps.ts';

/** What the submissions module needs to know about a brief a creator applies to. */
export interface ApplicationBrief {
  id: string;
  brandId: string;
  title: string;
  status: BriefStatus;
  deadline: Date;
  isPrivate: boolean;
  isInvited: boolean;
}

/** What a creator sees: the brief applied to, the open briefs, their count and search. */
export function forCreatorUseCases(deps: BriefsDeps) {
  const { db, now } = deps;

  // ---------------------------------------------------------------- what a creator sees

  /**
   * The brief a creator is applying to, or null when the creator may not see it: missing, another
   * brand's draft, or private without an invitation (all answer 404, so applying tells nothing about
   * briefs one cannot see). Whether it accepts applications is the caller's rule.
   */
  async function briefForApplication(creatorId: string, briefId: string): Promise<ApplicationBrief | null> {
    const row = await repo.findBriefForCreator(db, briefId, creatorId);
    // A deactivated brand's briefs have left the marketplace (docs/product/admin.md#api).
    if (!row || !row.brandActive || !canViewBrief({ id: creatorId, type: 'creator' }, row, Boolean(row.isInvited)))
      return null;
    return {
      id: row.id,
      brandId: row.brandId,
      title: row.title,
      status: row.status,
      deadline: row.deadline,
      isPrivate: row.isPrivate,
      isInvited: Boolean(row.isInvited),
    };
  }

  /** Published briefs the creator may see (public, and private ones they were invited to), newest first. */
  async function listForCreator(creatorId: string, limit: number): Promise<Array<TBrief & { isInvited: boolean }>> {
    const rows = await repo.briefsVisibleToCreator(db, creatorId, limit);
    return rows.map((row) => ({ ...toBrief(row), isInvited: row.isInvited }));
  }

  /** The creator dashboard's Active Briefs as SQL (counted up to `cap` + 1), for its one statement of figures. */
  const openForCreatorCountSql = (creatorId: string, cap: number) => repo.openForCreatorCountSql(creatorId, now(), cap);

  /** Full-text search over the briefs the creator may see; `search` is trimmed and not blank. */
  async function searchForCreator(creatorId: string, search: string, limit: number): Promise<TBrief[]> {
    return (await repo.searchBriefsForCreator(db, creatorId, search, limit)).map(toBrief);
  }

  return { briefForApplication, listForCreator, openForCreatorCountSql, searchForCreator };
}
