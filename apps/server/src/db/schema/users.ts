import { sql } from 'drizzle-orm';
import type { BriefCategory } from '@briefly/shared/briefs';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The platforms the directory filters by, each recognized from its own social field or a social link's host. */
export const DIRECTORY_PLATFORM_SOURCES = {
  youtube: { column: 'social_youtube', host: 'youtube\\\\.com|youtu\\\\.be' },
  tiktok: { column: 'social_tiktok', host: 'tiktok\\\\.com' },
  instagram: { column: 'social_instagram', host: 'instagram\\\\.com' },
  x: { column: 'social_twitter', host: 'twitter\\\\.com|x\\\\.com' },
  linkedin: { column: 'social_linkedin', host: 'linkedin\\\\.com' },
} as const;

const platformsExpression = sql.raw(
  `array_remove(array[${Object.entries(DIRECTORY_PLATFORM_SOURCES)
    .map(
      ([platform, { column, host }]) =>
        `case when ${column} <> '' or jsonb_path_exists(social_links, '$[*] ? (@ like_regex "^https?://([a-z0-9-]+\\\\.)*(${host})(/|$)" flag "i")') then '${platform}' end`,
    )
    .join(', ')}], null)`,
);

export const userTypeEnum = pgEnum('user_type', ['brand', 'creator', 'admin']);
export const userStatusEnum = pgEnum('user_status', ['active', 'deactivated']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: userTypeEnum('type').notNull(),
    email: text('email').notNull(),
    /** Null for accounts created through Google sign-in. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    status: userStatusEnum('status').notNull().default('active'),
    /** The admins' "verified" mark (a reviewed account); not the email address, see emailVerifiedAt. */
    isVerified: boolean('is_verified').notNull().default(false),
    /** When the owner proved the address (a mailed link, Google, a password reset); null until then (decision 020). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The account's IANA zone (decision 039): what notifications and emails write times in. Null until known. */
    timeZone: text('time_zone'),
    /** The zone was picked in Settings: the web app does not replace it with the device's. */
    timeZoneChosen: boolean('time_zone_chosen').notNull().default(false),
    /** The profile photo (creator) or logo (brand): its content hash, the files `photos/<hash>-<size>.webp` (docs/product/photos.md). */
    photoHash: text('photo_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    index('users_type_created_idx').on(t.type, t.createdAt),
    // The few accounts that are not active: lists leave out their briefs with an anti-join on this.
    index('users_inactive_idx')
      .on(t.id)
      .where(sql`status <> 'active' or deleted_at is not null`),
  ],
);

/** The phone, address and social columns brand and creator profiles both have (new builders for each table). */
const contactColumns = () => ({
  phoneCountry: text('phone_country').notNull().default('+1'),
  phoneNumber: text('phone_number').notNull().default(''),
  addressStreet: text('address_street').notNull().default(''),
  addressCity: text('address_city').notNull().default(''),
  addressState: text('address_state').notNull().default(''),
  addressZip: text('address_zip').notNull().default(''),
  addressCountry: text('address_country').notNull().default('United States'),
  socialInstagram: text('social_instagram').notNull().default(''),
  socialTwitter: text('social_twitter').notNull().default(''),
  socialLinkedIn: text('social_linkedin').notNull().default(''),
});

/** A brand's profile shares its user's id (brief.brand.id === user.id). */
export const brandProfiles = pgTable(
  'brand_profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    ...contactColumns(),
    socialWebsite: text('social_website').notNull().default(''),
    logo: text('logo'),
    paymentMethod: text('payment_method'),
    /** Only the last 4 digits are ever stored (docs/product/accounts.md#payment-details). */
    cardLast4: text('card_last4'),
    cardType: text('card_type'),
    bankName: text('bank_name'),
    bankAccountType: text('bank_account_type'),
    bankRoutingLast4: text('bank_routing_last4'),
    bankAccountLast4: text('bank_account_last4'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  },
  // The marketplace's search matches brand names (briefs/marketplace-sql.ts textMatches).
  (t) => [index('brand_profiles_name_search_idx').using('gin', sql`to_tsvector('english', ${t.companyName})`)],
);

/** A creator's profile shares its user's id (submission.creatorId === user.id). */
export const creatorProfiles = pgTable(
  'creator_profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    fullName: text('full_name').notNull(),
    ...contactColumns(),
    socialTikTok: text('social_tiktok').notNull().default(''),
    socialYouTube: text('social_youtube').notNull().default(''),
    /** The public profile (docs/product/creator-profiles-and-reviews.md); empty display name shows the full name. */
    displayName: text('display_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    location: text('location').notNull().default(''),
    socialLinks: jsonb('social_links').$type<string[]>().notNull().default([]),
    categories: jsonb('categories').$type<BriefCategory[]>().notNull().default([]),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Shown in the brands' creator directory and the public /creators index (docs/product/creator-directory.md). */
    directoryListed: boolean('directory_listed').notNull().default(true),
    /** The directory's full-text document (decision 044): names and location first, then categories, then the bio. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(display_name, '') || ' ' || full_name || ' ' || replace(user_name, '_', ' ')), 'A')
        || setweight(to_tsvector('english', location), 'B')
        || setweight(to_tsvector('english', categories::text), 'B')
        || setweight(to_tsvector('english', bio), 'C')`,
    ),
    /** The platforms the creator is on (DIRECTORY_PLATFORM_SOURCES), for the directory's filter. */
    platforms: text('platforms').array().notNull().generatedAlwaysAs(platformsExpression),
    /** What typos are forgiven against (trigram similarity, decision 044): names, location and categories. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(display_name || ' ' || full_name || ' ' || user_name || ' ' || location || ' ' || categories::text)`,
    ),
  },
  (t) => [
    uniqueIndex('creator_profiles_user_name_lower_unique').on(sql`lower(${t.userName})`),
    index('creator_profiles_search_document_idx').using('gin', t.searchDocument),
    index('creator_profiles_platforms_idx').using('gin', t.platforms),
    index('creator_profiles_categories_idx').using('gin', t.categories),
    index('creator_profiles_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The directory's roll-up of each creator's verified figures (decision 051): the numbers `creatorFiguresSql`
 * computes, kept equal to it by triggers on reward_assignments, submissions and reviews (in the transaction
 * of the change), so the public index and the directory's sorts walk an index instead of every creator.
 */
export const creatorFigures = pgTable(
  'creator_figures',
  {
    creatorId: uuid('creator_id')
      .primaryKey()
      .references(() => creatorProfiles.id, { onDelete: 'cascade' }),
    briefsWon: integer('briefs_won').notNull().default(0),
    submissionsApproved: integer('submissions_approved').notNull().default(0),
    submissionsDecided: integer('submissions_decided').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** The sort keys of directory.repository.ts (decision 044), stored so each sort is an index walk. */
    wonKey: numeric('won_key').generatedAlwaysAs(
      sql`(briefs_won * 100 + coalesce(case when review_count > 0 then round(rating_sum::numeric / review_count, 1) end, 0))::numeric`,
    ),
    ratingKey: numeric('rating_key').generatedAlwaysAs(
      sql`(coalesce(case when review_count > 0 then round(rating_sum::numeric / review_count, 1) end, 0) * 100000 + least(review_count, 99999))::numeric`,
    ),
    signalsKey: numeric('signals_key').generatedAlwaysAs(
      sql`round((ln(1 + briefs_won) + 0.5 * ln(1 + submissions_approved) + (rating_sum + 3 * 3.5) / (review_count + 3) / 5)::numeric, 6)`,
    ),
  },
  (t) => [
    index('creator_figures_won_key_idx').on(t.wonKey.desc().nullsFirst(), t.creatorId),
    index('creator_figures_rating_key_idx').on(t.ratingKey.desc().nullsFirst(), t.creatorId),
    index('creator_figures_signals_key_idx').on(t.signalsKey.desc().nullsFirst(), t.creatorId),
  ],
);

export const adminProfiles = pgTable('admin_profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it was revoked (SessionEndReason), told to the browser that still holds the token. */
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    /** The last request made with it, to the minute (updated at most once a minute). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_created_idx').on(t.createdAt)],
);

export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_verification', 'change_email'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Single-use tokens mailed in links (password reset, email verification; decision 020): only the
 * SHA-256 of the token is stored, so a copy of this table opens nothing.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /**
     * The address the link was sent to: a verification counts only for the address the account still has;
     * for `change_email`, the new address the account takes when the link is opened.
     */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A newer token of the same purpose moves this to its own creation time: only the newest works. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_unique').on(t.tokenHash),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', sql`purpose in ('password_reset', 'email_verification', 'change_email')`),
  ],
);

/**
 * Two-factor sign-in (TOTP, RFC 6238; decision 028). A row exists from setup on; `enabledAt` is set when the
 * first code from the authenticator app was right. The secret is kept as it is: a code can only be checked
 * against it, so it cannot be hashed like a password.
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, 160 bits. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code (or an older one) is never accepted twice. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** Ten single-use codes for when the phone is lost; only their SHA-256 is stored. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);
