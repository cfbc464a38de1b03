import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { photoJsonSql } from '../../lib/photo-sql.ts';
import {
  brandProfiles,
  briefs,
  creatorProfiles,
  rewardAssignments,
  rewardTiers,
  submissions,
} from '../../db/schema/index.ts';
import { briefPoolFiguresSql } from '../ledger/index.ts';
import { paidToCreatorsCents } from './briefs.lists.repository.ts';

// GET /api/brands/briefs answers every brief of the brand, each with its tiers, submissions, winners and
// pool figures: the largest answer of the API. PostgreSQL writes it as the response's JSON text, so the
// server neither decodes nor maps nor re-encodes it (decision 018). What it writes is what
// toBrandBrief (briefs.mappers.ts) and the response schema make of the same rows, field for field;
// brand-briefs-json.test.ts holds the two to each other on generated briefs, on both databases.

/** A timestamp as `Date.prototype.toISOString` writes it: UTC, milliseconds (truncated, as JavaScript parses them). */
const isoTime = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Cents as the API's dollars: the same double division as centsToDollars. */
const dollars = (cents: SQL) => sql`((${cents})::float8 / 100)`;

/** What JavaScript's `String.prototype.trim` removes (btrim alone removes spaces only). */
const JS_WHITESPACE = sql.raw(
  `E' \\t\\n\\u000b\\f\\r\\u00a0\\u1680\\u2000\\u2001\\u2002\\u2003\\u2004\\u2005\\u2006\\u2007\\u2008\\u2009\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff'`,
);
const nonBlank = (text: SQL) => sql`case when btrim(${text}, ${JS_WHITESPACE}) <> '' then ${text} end`;

/** The prize awarded at a tier's place, as toWinnerRewards words it ("name: description"), or null. */
const prizeAtTier = sql`(select nullif(concat_ws(': ', ${nonBlank(sql`award.prize_name`)}, ${nonBlank(sql`award.prize_description`)}), '')
  from ${rewardAssignments} award
  where award.brief_id = brief.id and award.position = tier.position and award.reward_type = 'prize'
  order by award.created_at, award.id limit 1)`;

/** The brief's tiers (toRewardTier), what each place receives (toWinnerRewards) and their sums. */
const tiersOfBrief = sql`lateral (select
    coalesce(json_agg(json_build_object(
      'id', tier.id, 'tierNumber', tier.position, 'position', tier.position, 'name', tier.name, 'description', tier.description,
      'amount', ${dollars(sql`tier.cash_cents + tier.credit_cents`)}, 'cashAmount', ${dollars(sql`tier.cash_cents`)},
      'creditAmount', ${dollars(sql`tier.credit_cents`)}, 'isActive', tier.is_active) order by tier.position), '[]'::json) as list,
    coalesce(json_agg(json_build_object(
      'position', tier.position, 'amount', ${dollars(sql`tier.cash_cents + tier.credit_cents`)}, 'cashAmount', ${dollars(sql`tier.cash_cents`)},
      'creditAmount', ${dollars(sql`tier.credit_cents`)}, 'prizeDescription', ${prizeAtTier}) order by tier.position), '[]'::json) as rewards,
    coalesce(sum(tier.cash_cents), 0) as cash_cents,
    coalesce(sum(tier.credit_cents), 0) as credit_cents
  from ${rewardTiers} tier where tier.brief_id = brief.id) tiers`;

const submissionsOfBrief = sql`lateral (select count(*) as count,
    coalesce(json_agg(json_build_object('submittedAt', ${isoTime(sql`submission.submitted_at`)}, 'status', submission.status)
      order by submission.submitted_at, submission.id), '[]'::json) as list
  from ${submissions} submission where submission.brief_id = brief.id) entries`;

const winnersOfBrief = sql`lateral (select count(*) as count,
    count(*) filter (where award.reward_type = 'prize') as prizes,
    count(*) filter (where award.payout_status in ('pending', 'held', 'failed')) as unsettled,
    ${paidToCreatorsCents} as paid_cents,
    coalesce(json_agg(json_build_object('position', award.position, 'creatorName', creator.user_name, 'rewardType', award.reward_type,
      'awardedAt', ${isoTime(sql`award.created_at`)}) order by award.position asc nulls last, award.created_at, award.id), '[]'::json) as list
  from ${rewardAssignments} award join ${creatorProfiles} creator on creator.id = award.creator_id where award.brief_id = brief.id) winners`;

const poolOfBrief = sql`lateral (select ${briefPoolFiguresSql(sql.raw('brief.id'))} as figures) pool`;
const poolFigure = (name: 'funded' | 'awarded' | 'remaining') =>
  dollars(sql`(pool.figures->>${sql.raw(`'${name}'`)})::bigint`);

/** briefRewardType (decision 013): PRIZES when every award so far is a prize, CREDIT when the tiers pay credit only. */
const rewardType = sql`case when winners.count > 0 and winners.prizes = winners.count then 'PRIZES'
  when tiers.cash_cents = 0 and tiers.credit_cents > 0 then 'CREDIT' else 'CASH' end`;

/**
 * The additional fields without a `__proto__` key: the response schema's record drops it (an assignment to
 * `__proto__` sets no key), as the request schema does on the way in, so only a hand-written row holds one.
 */
const additionalFields = sql`(brief.additional_fields - '__proto__')`;

const brandBriefJson = sql`json_build_object(
  'id', brief.id, 'title', brief.title, 'description', brief.description, 'requirements', brief.requirements,
  'location', brief.location, 'template', brief.template, 'status', brief.status,
  'isFunded', brief.funded_at is not null, 'fundedAt', ${isoTime(sql`brief.funded_at`)}, 'isPrivate', brief.is_private,
  'deadline', ${isoTime(sql`brief.deadline`)}, 'amountOfWinners', brief.amount_of_winners,
  'revisionLimit', brief.revision_limit,
  'reward', ${dollars(sql`brief.reward_cents`)}, 'totalRewardValue', ${dollars(sql`tiers.cash_cents + tiers.credit_cents`)},
  'totalRewardsPaid', ${dollars(sql`winners.paid_cents`)}, 'rewardTiers', tiers.list, 'rewardType', ${rewardType},
  'winnerRewards', tiers.rewards, 'additionalFields', ${additionalFields}, 'brandName', brand.company_name,
  'brand', json_build_object('id', brand.id, 'companyName', brand.company_name, 'contactName', brand.contact_name, 'logo', brand.logo,
    'photo', ${photoJsonSql(sql`(select logo_user.photo_hash from users logo_user where logo_user.id = brand.id)`)},
    'socialWebsite', brand.social_website, 'socialInstagram', brand.social_instagram, 'socialTwitter', brand.social_twitter,
    'socialLinkedIn', brand.social_linkedin),
  'category', brief.category, 'submissionsCount', entries.count, 'winnersCount', winners.count,
  'submissions', entries.list, 'winners', winners.list,
  'createdAt', ${isoTime(sql`brief.created_at`)}, 'updatedAt', ${isoTime(sql`brief.updated_at`)}, 'archivedAt', ${isoTime(sql`brief.archived_at`)},
  'fundedAmount', ${poolFigure('funded')}, 'heldAmount', ${poolFigure('remaining')}, 'unsettledAwards', winners.unsettled)`;

const statement = preparedQuery('briefs_of_brand_json', (db, name) =>
  db
    .select({
      json: sql<string>`coalesce(json_agg(${brandBriefJson} order by brief.created_at desc, brief.id desc), '[]'::json)::text`,
    })
    .from(
      sql`${briefs} brief join ${brandProfiles} brand on brand.id = brief.brand_id
      cross join ${tiersOfBrief} cross join ${submissionsOfBrief} cross join ${winnersOfBrief} cross join ${poolOfBrief}`,
    )
    .where(sql`brief.brand_id = ${sql.placeholder('brandId')}`)
    .prepare(name),
);

/** The brand's briefs, newest first, as the JSON array of GET /api/brands/briefs. */
export async function brandBriefsJson(db: Db, brandId: string): Promise<string> {
  const [row] = await statement(db, { brandId });
  return row?.json ?? '[]';
}
