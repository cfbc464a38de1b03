import { z } from 'zod';
import { ZPhoto } from '../photos.ts';
import { pageResultFields } from '../paging.ts';
import { isValidEmail, REGISTRATION_MESSAGES } from '../auth.ts';
import { ZBriefMoneySummary } from '../rewards.ts';
import { ZUpdateBriefRequest } from '../briefs.ts';
import { acceptingReadOnly } from '../schema-tools.ts';
import { ZChangesRequested, ZSubmissionAward } from '../submissions.ts';
import { ADMIN_CREATE_PASSWORD_MIN_LENGTH, SHORT_TEXT_MAX, URL_TEXT_MAX, USERNAME_MIN_LENGTH } from '../limits.ts';
import { pageFields, statusFilter } from './fields.ts';

// The admin API for people, briefs and submissions (docs/product/admin.md#api).

export const ADMIN_MESSAGES = {
  passwordTooShort: `Password must be at least ${ADMIN_CREATE_PASSWORD_MIN_LENGTH} characters long`,
  required: 'Please fill in all required fields',
  brandNotFound: 'Brand not found',
  creatorNotFound: 'Creator not found',
  briefNotFound: 'Brief not found',
  submissionNotFound: 'Submission not found',
} as const;

/** Brands and creators: verified or pending among active accounts, deactivated ones, or all. */
export const ADMIN_PEOPLE_STATUSES = ['all', 'verified', 'pending', 'deactivated'] as const;
export const ADMIN_BRIEF_STATUSES = ['all', 'draft', 'published', 'archived'] as const;
export const ADMIN_SUBMISSION_STATUSES = ['all', 'pending', 'approved', 'rejected'] as const;
export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;

const listQuery = <T extends readonly [string, ...string[]]>(statuses: T) =>
  z.strictObject({
    search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
    status: statusFilter(statuses),
    ...pageFields,
  });

export const ZAdminPeopleQuery = listQuery(ADMIN_PEOPLE_STATUSES);
export const ZAdminBriefsQuery = listQuery(ADMIN_BRIEF_STATUSES);
export const ZAdminSubmissionsQuery = listQuery(ADMIN_SUBMISSION_STATUSES);
export type TAdminPeopleQuery = z.infer<typeof ZAdminPeopleQuery>;
export type TAdminBriefsQuery = z.infer<typeof ZAdminBriefsQuery>;
export type TAdminSubmissionsQuery = z.infer<typeof ZAdminSubmissionsQuery>;

export const ZAdminIdParams = z.object({ id: z.uuid({ message: 'Invalid ID' }) });

// ---------------------------------------------------------------- entities

export const ZAdminBrand = z.object({
  id: z.string(),
  email: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  isVerified: z.boolean(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  logo: z.string().nullable(),
  /** The uploaded logo (docs/product/photos.md), or null: initials are shown. */
  photo: ZPhoto,
  socialInstagram: z.string(),
  socialTwitter: z.string(),
  socialLinkedIn: z.string(),
  socialWebsite: z.string(),
});
export type TAdminBrand = z.infer<typeof ZAdminBrand>;

export const ZAdminCreator = z.object({
  id: z.string(),
  email: z.string(),
  userName: z.string(),
  fullName: z.string(),
  isVerified: z.boolean(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  /** The profile photo (docs/product/photos.md), or null: initials are shown. */
  photo: ZPhoto,
});
export type TAdminCreator = z.infer<typeof ZAdminCreator>;

export const ZAdminBrief = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  brandId: z.string(),
  brand: z.object({ companyName: z.string(), email: z.string() }),
  status: z.enum(['draft', 'published', 'archived']),
  reward: z.number(),
  totalRewardValue: z.number(),
  amountOfWinners: z.number(),
  rewardTiers: z.array(
    z.object({ position: z.number(), name: z.string(), cashAmount: z.number(), creditAmount: z.number() }),
  ),
  deadline: z.string(),
  archivedAt: z.string().nullable(),
  isPrivate: z.boolean(),
  additionalFields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  submissionsCount: z.number(),
  isFunded: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminBrief = z.infer<typeof ZAdminBrief>;

export const ZAdminSubmission = z.object({
  id: z.string(),
  briefId: z.string(),
  creatorId: z.string(),
  brief: z.object({
    title: z.string(),
    description: z.string(),
    reward: z.number(),
    additionalFields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  }),
  creator: z.object({ fullName: z.string(), email: z.string(), userName: z.string() }),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** The brief's reward pool in dollars, as the creator's submission list shows it. */
  amount: z.number(),
  contentUrl: z.string(),
  additionalInfo: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The brand's open request for changes (decision 031): the row reads Changes requested. */
  changesRequested: ZChangesRequested.nullable(),
  /** What it won (the gross the brand awarded); null until it is picked as a winner. */
  award: ZSubmissionAward.nullable(),
});
export type TAdminSubmission = z.infer<typeof ZAdminSubmission>;

export const ZAdminBrandsResponse = z.object({ brands: z.array(ZAdminBrand), ...pageResultFields });
export const ZAdminCreatorsResponse = z.object({ creators: z.array(ZAdminCreator), ...pageResultFields });
/** `totalIsCapped`: more briefs match than the server counts; `total` is the cap (shown as "1,000+"). */
export const ZAdminBriefsResponse = z.object({
  briefs: z.array(ZAdminBrief),
  ...pageResultFields,
  totalIsCapped: z.boolean(),
});
export const ZAdminSubmissionsResponse = z.object({ submissions: z.array(ZAdminSubmission), ...pageResultFields });
export type TAdminBrandsResponse = z.infer<typeof ZAdminBrandsResponse>;
export type TAdminCreatorsResponse = z.infer<typeof ZAdminCreatorsResponse>;
export type TAdminBriefsResponse = z.infer<typeof ZAdminBriefsResponse>;
export type TAdminSubmissionsResponse = z.infer<typeof ZAdminSubmissionsResponse>;

export const ZAdminBrandResponse = z.object({ brand: ZAdminBrand });
export const ZAdminCreatorResponse = z.object({ creator: ZAdminCreator });
export const ZAdminBriefResponse = z.object({ brief: ZAdminBrief });
export const ZAdminSubmissionResponse = z.object({ submission: ZAdminSubmission });

// ---------------------------------------------------------------- create and edit (the detail modal's form)

const required = (max = SHORT_TEXT_MAX) =>
  z.string().trim().min(1, ADMIN_MESSAGES.required).max(max, `Must be at most ${max} characters`);
const optionalUrl = z.string().trim().max(URL_TEXT_MAX, `Must be at most ${URL_TEXT_MAX} characters`);
const email = z.string().trim().max(254).refine(isValidEmail, REGISTRATION_MESSAGES.invalidEmail);
const userName = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, REGISTRATION_MESSAGES.usernameTooShort)
  .max(40)
  .regex(/^[A-Za-z0-9._-]+$/, REGISTRATION_MESSAGES.usernameCharacters);
/** Accounts made by an admin, who hands the password over: at least 6 characters (decision 014). */
const password = z
  .string()
  .min(ADMIN_CREATE_PASSWORD_MIN_LENGTH, ADMIN_MESSAGES.passwordTooShort)
  .max(256, 'Password must be at most 256 characters');

// Unknown keys are dropped, not refused: the modal sends back the whole entity it shows (id, createdAt…).
export const ZAdminCreateBrandRequest = z.object({
  companyName: required(),
  contactName: required(),
  email,
  password,
  isVerified: z.boolean().default(false),
});
export const ZAdminCreateCreatorRequest = z.object({
  userName,
  fullName: required(),
  email,
  password,
  isVerified: z.boolean().default(false),
});
export const ZAdminUpdateBrandRequest = z.object({
  companyName: required().optional(),
  contactName: required().optional(),
  email: email.optional(),
  isVerified: z.boolean().optional(),
  accountStatus: z.enum(ACCOUNT_STATUSES).optional(),
  logo: optionalUrl.nullable().optional(),
  socialInstagram: optionalUrl.optional(),
  socialTwitter: optionalUrl.optional(),
  socialLinkedIn: optionalUrl.optional(),
  socialWebsite: optionalUrl.optional(),
});
export const ZAdminUpdateCreatorRequest = z.object({
  userName: userName.optional(),
  fullName: required().optional(),
  email: email.optional(),
  isVerified: z.boolean().optional(),
  accountStatus: z.enum(ACCOUNT_STATUSES).optional(),
});
export type TAdminCreateBrandRequest = z.infer<typeof ZAdminCreateBrandRequest>;
export type TAdminCreateCreatorRequest = z.infer<typeof ZAdminCreateCreatorRequest>;
export type TAdminUpdateBrandRequest = z.infer<typeof ZAdminUpdateBrandRequest>;
export type TAdminUpdateCreatorRequest = z.infer<typeof ZAdminUpdateCreatorRequest>;

export const ZAdminReviewRequest = z.object({ status: z.enum(['approved', 'rejected']) });

/** POST /api/admin/archive-expired-briefs: `result` repeats the counts where the reference client reads them. */
export const ZAdminArchiveResponse = z.object({
  archived: z.number(),
  notifications: z.number(),
  briefIds: z.array(z.string()),
  result: z.object({ archived: z.number(), notifications: z.number() }),
});
export type TAdminArchiveResponse = z.infer<typeof ZAdminArchiveResponse>;

// ---------------------------------------------------------------- the brief detail (money in dollars, see admin.ts)

/** A brief's money summary (dollars, from the ledger), on the admin brief detail only. */
export const ZAdminBriefMoney = ZBriefMoneySummary;

/** GET /api/admin/briefs/:id: the brief plus its money summary (the lists do not carry `money`). */
export const ZAdminBriefDetailResponse = z.object({ brief: ZAdminBrief.extend({ money: ZBriefMoneySummary }) });
/** PUT /api/admin/briefs/:id: the brand's edit (ZUpdateBriefRequest); the brief as GET returns it may be sent back (its read-only fields are ignored). */
export const ZAdminUpdateBriefRequest = acceptingReadOnly(ZUpdateBriefRequest, ZAdminBriefDetailResponse.shape.brief);
export type TAdminBriefDetail = z.infer<typeof ZAdminBriefDetailResponse>['brief'];
