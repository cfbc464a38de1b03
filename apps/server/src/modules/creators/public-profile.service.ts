import {
  approvalRateOf,
  averageRatingOf,
  type TMyPublicProfileResponse,
  type TPortfolioItem,
  type TPublicCreatorProfile,
  type TUpdatePublicProfileRequest,
} from '@briefly/shared/reputation';
import { photoUrls } from '@briefly/shared/photos';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { updateCreatorProfileInTx } from '../auth/index.ts';
import { creatorNotFound } from './creators.errors.ts';
import * as repo from './public-profile.repository.ts';

// Public creator profiles (docs/product/creator-profiles-and-reviews.md#creator-profiles): what the
// creator wrote, the figures the platform computes, and the portfolio the creator chose.

const iso = (value: Date | string) => new Date(value).toISOString();

function toPortfolioItem(row: repo.PortfolioRow): TPortfolioItem {
  return {
    submissionId: row.submission_id,
    briefId: row.brief_id,
    briefTitle: row.brief_title,
    brandId: row.brand_id,
    brandName: row.brand_name,
    contentUrl: row.content_url,
    won: row.won,
    place: row.won ? row.place : null,
    date: iso(row.decided_at ?? row.submitted_at),
    cover: photoUrls(row.cover_hash),
  };
}

function toProfile(row: repo.PublicProfileRow, portfolio: repo.PortfolioRow[]): TPublicCreatorProfile {
  const reviewCount = Number(row.review_count);
  return {
    id: row.id,
    userName: row.user_name,
    displayName: row.display_name || row.full_name,
    bio: row.bio,
    location: row.location,
    socialLinks: row.social_links,
    categories: row.categories,
    memberSince: iso(row.created_at),
    photo: photoUrls(row.photo_hash),
    figures: {
      briefsWon: Number(row.briefs_won),
      submissionsApproved: Number(row.submissions_approved),
      approvalRate: approvalRateOf(Number(row.submissions_approved), Number(row.submissions_decided)),
      averageRating: averageRatingOf(Number(row.rating_sum), reviewCount),
      reviewCount,
    },
    portfolio: portfolio.filter((item) => item.shown && item.showable).map(toPortfolioItem),
  };
}

export function createPublicProfileService({ db, now }: { db: Db; now: () => Date }) {
  /** GET /api/creators/:userName/profile: active creators only (deactivated or deleted: 404). */
  async function byUserName(userName: string): Promise<TPublicCreatorProfile> {
    const row = await repo.findPublicProfile(db, { userName });
    if (!row) throw creatorNotFound();
    return toProfile(row, await repo.listPortfolio(db, row.id, true));
  }

  async function mine(creatorId: string): Promise<TMyPublicProfileResponse> {
    const [row, candidates] = await Promise.all([
      repo.findPublicProfile(db, { id: creatorId }),
      repo.listPortfolio(db, creatorId, false),
    ]);
    if (!row) throw creatorNotFound();
    return {
      profile: toProfile(row, candidates),
      savedDisplayName: row.display_name,
      directoryListed: row.directory_listed,
      candidates: candidates.map((item) => ({ ...toPortfolioItem(item), shown: item.shown, showable: item.showable })),
    };
  }

  /** PUT /api/creators/me/profile: portfolio ids must be the caller's own approved or winning, showable submissions. */
  async function update(creatorId: string, input: TUpdatePublicProfileRequest): Promise<TMyPublicProfileResponse> {
    const portfolio = input.portfolioSubmissionIds ? [...new Set(input.portfolioSubmissionIds)] : undefined;
    if (portfolio?.length) {
      const candidates = new Map(
        (await repo.listPortfolio(db, creatorId, false)).map((item) => [item.submission_id, item]),
      );
      for (const id of portfolio) {
        const candidate = candidates.get(id);
        if (!candidate)
          throw badRequest('Only your own approved or winning submissions can be shown in your portfolio', {
            issues: [{ path: 'portfolioSubmissionIds', message: 'Not one of your approved or winning submissions' }],
          });
        if (!candidate.showable)
          throw badRequest(`The brand of "${candidate.brief_title}" keeps its submissions out of portfolios`);
      }
    }
    const socialLinks = [...new Set(input.socialLinks)];
    const categories = [...new Set(input.categories)];
    // The profile's fields are auth's to write (decision 010); the portfolio is ours: one transaction.
    const at = now();
    await db.transaction(async (tx) => {
      const changes = {
        displayName: input.displayName,
        bio: input.bio,
        location: input.location,
        socialLinks,
        categories,
        ...(input.directoryListed === undefined ? {} : { directoryListed: input.directoryListed }),
      };
      await updateCreatorProfileInTx(tx, creatorId, changes, at);
      if (portfolio !== undefined) await repo.replacePortfolio(tx, creatorId, portfolio, at);
    });
    return mine(creatorId);
  }

  /** PUT /api/brands/briefs/:id/portfolio: only a private brief's submissions can be kept out of portfolios. */
  async function setBriefShowable(brandId: string, briefId: string, showable: boolean) {
    const brief = await repo.findBrandBrief(db, brandId, briefId);
    if (!brief) throw notFound('Brief');
    if (!brief.is_private && !showable)
      throw conflict('Only a private brief’s submissions can be kept out of creators’ portfolios');
    await repo.setBriefShowable(db, briefId, showable, now());
    return { briefId, showable };
  }

  return { byUserName, mine, update, setBriefShowable };
}

export type PublicProfileService = ReturnType<typeof createPublicProfileService>;
