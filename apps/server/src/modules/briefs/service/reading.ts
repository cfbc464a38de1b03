import {
  marketplaceCountCap,
  type TBriefResponse,
  type TPublicBrandBriefsResponse,
  type TPublicBriefsQuery,
} from '@briefly/shared/briefs';
import { toNearestCents } from '@briefly/shared/money';
import { brandAnalytics } from '../brand-analytics.ts';
import { brandBriefsJson } from '../brand-briefs-json.ts';
import { toBrief, toBriefBrand } from '../briefs.mappers.ts';
import { canViewBrief, needsInvitationCheck, type Viewer } from '../briefs.policy.ts';
import * as repo from '../briefs.repository.ts';
import { brandNotFound, briefNotFound } from '../briefs.errors.ts';
import type { BriefsDeps } from './deps.ts';

/** Reading briefs: the brand's list, one brief, the marketplace, a brand's public page, analytics. */
export function readingUseCases(deps: BriefsDeps) {
  const { db, activity, now } = deps;

  // ---------------------------------------------------------------- reading

  /** GET /api/brands/briefs as its JSON text, written by PostgreSQL (decision 018). */
  async function listBrandBriefsJson(actor: Viewer): Promise<string> {
    return `{"briefs":${await brandBriefsJson(db, actor.id)}}`;
  }

  /** GET /api/briefs/:id/public: 404 'Brief not found' for whatever the viewer may not see. */
  async function getBrief(viewer: Viewer | null, id: string): Promise<TBriefResponse> {
    // One statement: the brief, its details and, for a creator, whether they were invited.
    const row = await repo.findBriefWithBrand(db, id, viewer?.type === 'creator' ? viewer.id : undefined);
    // A deactivated brand's briefs leave every public view, a direct link included (decision 014).
    if (!row || (!row.brandActive && viewer?.type !== 'admin')) throw briefNotFound();
    const invited = viewer !== null && needsInvitationCheck(viewer, row.brief) && Boolean(row.isInvited);
    if (!canViewBrief(viewer, row.brief, invited)) throw briefNotFound();
    return { brief: toBrief(row) };
  }

  async function marketplace(query: TPublicBriefsQuery) {
    const search = query.search?.trim();
    const countCap = marketplaceCountCap(query.page, query.limit);
    const { rows, total } = await repo.marketplacePage(db, {
      search: search || undefined,
      category: query.category,
      template: query.template,
      minRewardCents: query.minReward !== undefined ? toNearestCents(query.minReward) : undefined,
      maxRewardCents: query.maxReward !== undefined ? toNearestCents(query.maxReward) : undefined,
      deadline: query.deadline,
      sort: query.sort,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      now: now(),
      countCap,
    });
    return {
      briefs: rows.map(toBrief),
      total: Math.min(total, countCap),
      totalIsCapped: total > countCap,
      page: query.page,
      limit: query.limit,
    };
  }

  async function brandPage(brandId: string): Promise<TPublicBrandBriefsResponse> {
    const brand = await repo.findActiveBrand(db, brandId);
    if (!brand) throw brandNotFound();
    return { brand: toBriefBrand(brand), briefs: (await repo.activeBriefsOfBrand(db, brandId)).map(toBrief) };
  }

  /** Whether the brief exists and belongs to this brand. */
  async function isOwnBrief(brandId: string, briefId: string): Promise<boolean> {
    const brief = await repo.findBrief(db, briefId);
    return brief?.brandId === brandId;
  }

  async function analytics(actor: Viewer) {
    return brandAnalytics(db, activity, actor.id, now());
  }

  return { listBrandBriefsJson, getBrief, marketplace, brandPage, isOwnBrief, analytics };
}
