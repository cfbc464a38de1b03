import { z } from 'zod';

// Disputes with a referee (docs/product/disputes.md, decision 046): a brand or a creator contests an
// award, a submission's review or a withdrawal's; both parties write; an admin resolves it.

export const DISPUTE_SUBJECTS = ['award', 'submission', 'withdrawal'] as const;
export type DisputeSubject = (typeof DISPUTE_SUBJECTS)[number];
export const DISPUTE_OUTCOMES = [
  'uphold',
  'reverse_award',
  'pay_creator',
  'reopen_submission',
  'reverse_rejection',
] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** The outcomes that fit each subject. */
export const OUTCOMES_BY_SUBJECT: Record<DisputeSubject, readonly DisputeOutcome[]> = {
  award: ['uphold', 'reverse_award', 'pay_creator'],
  submission: ['uphold', 'reopen_submission', 'pay_creator'],
  withdrawal: ['uphold', 'reverse_rejection'],
};

/**
 * The outcomes an admin may choose now, from the subject's current state (`state`: the award's payout
 * status, the submission's or the withdrawal's status): only a rejected withdrawal's rejection can be
 * reversed — a completed one's money has left, so its dispute can only be upheld.
 */
export function allowedOutcomesFor(subject: DisputeSubject, state: string | null): DisputeOutcome[] {
  const outcomes = [...OUTCOMES_BY_SUBJECT[subject]];
  if (subject === 'withdrawal' && state !== 'rejected') return outcomes.filter((o) => o !== 'reverse_rejection');
  return outcomes;
}

export const DISPUTE_LIMITS = {
  reason: 200,
  details: 4_000,
  message: 4_000,
  note: 2_000,
  /** A dispute may be opened up to this many days after the decision. */
  openWithinDays: 14,
  /** The other party's time to answer. */
  answerWithinDays: 3,
} as const;

export const DISPUTE_MESSAGES = {
  notFound: 'Dispute not found',
  subjectNotFound: 'There is nothing to dispute here: it was not found, or you are not a party to it',
  alreadyOpen: 'A dispute about this is already open',
  tooLate: `Disputes can be opened up to ${DISPUTE_LIMITS.openWithinDays} days after the decision`,
  notDecided: 'There is no decision to dispute yet',
  transferInFlight: 'This award’s payout is being sent right now. Try again in a minute.',
  closed: 'This dispute is resolved: it takes no more messages',
  alreadyResolved: 'This dispute has already been resolved',
  outcomeNotAllowed: 'That outcome does not fit this dispute',
  amountRequired: 'Say how much to pay the creator (amountCents, a whole number of cents above 0)',
  amountNotAllowed: 'Only paying the creator takes an amount',
  exceedsPool: 'The payment is more than what is left in this brief’s pool',
  awardGone: 'This award was already taken back',
  notRejected: 'Only a rejected submission can be reopened',
  withdrawalNotRejected: 'Only a rejected withdrawal can be reinstated',
  walletShort:
    'The creator’s wallet no longer holds the amount of this withdrawal, so it cannot be reinstated. Uphold the rejection, or ask the creator to request it again.',
  fileNotFound: 'File not found',
} as const;

const plainText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max.toLocaleString('en-US')} characters`)
    .refine((value) => !/<\s*[a-z!/?]/i.test(value), `${label} cannot contain HTML`);

export const ZDisputeIdParams = z.object({ id: z.uuid({ message: 'Invalid ID' }) });
export const ZDisputeFileParams = z.object({
  id: z.uuid({ message: 'Invalid ID' }),
  messageId: z.uuid({ message: 'Invalid message ID' }),
});

export const ZOpenDisputeRequest = z.strictObject({
  subjectType: z.enum(DISPUTE_SUBJECTS, { message: 'subjectType must be award, submission or withdrawal' }),
  subjectId: z.uuid({ message: 'subjectId must be an ID' }),
  reason: plainText('Reason', DISPUTE_LIMITS.reason).pipe(z.string().min(1, 'Say in a few words what you dispute')),
  details: plainText('Details', DISPUTE_LIMITS.details).default(''),
});
export type TOpenDisputeRequest = z.infer<typeof ZOpenDisputeRequest>;

export const ZDisputeMessageRequest = z.strictObject({
  body: plainText('Message', DISPUTE_LIMITS.message).pipe(z.string().min(1, 'Write a message')),
});

/**
 * The text fields of an evidence file's upload (multipart, besides `file`): the message that goes
 * with it, optional. Files follow messaging's rules (ATTACHMENT_* in messaging.ts).
 */
export const ZDisputeEvidenceFields = z.strictObject({
  body: plainText('Message', DISPUTE_LIMITS.message).default(''),
});

export const ZResolveDisputeRequest = z.strictObject({
  outcome: z.enum(DISPUTE_OUTCOMES, {
    message: 'outcome must be uphold, reverse_award, pay_creator, reopen_submission or reverse_rejection',
  }),
  note: plainText('Note', DISPUTE_LIMITS.note).pipe(z.string().min(1, 'Explain the resolution to both parties')),
  amountCents: z
    .number({ message: 'amountCents must be a whole number of cents' })
    .int('amountCents must be a whole number of cents')
    .positive('amountCents must be above 0')
    .max(100_000_000, 'amountCents is too large')
    .optional(),
});
export type TResolveDisputeRequest = z.infer<typeof ZResolveDisputeRequest>;

export const ZDisputeParty = z.object({ id: z.string(), name: z.string() });

/** An evidence file on a message: `url` downloads it (bearer; the dispute's parties and admins only). */
export const ZDisputeFile = z.object({ name: z.string(), size: z.number().int(), url: z.string() });
export type TDisputeFile = z.infer<typeof ZDisputeFile>;

export const ZDisputeMessage = z.object({
  id: z.string(),
  authorRole: z.enum(['brand', 'creator', 'admin']),
  authorName: z.string(),
  /** The text; may be empty when the message is an evidence file. */
  body: z.string(),
  /** The evidence file sent with it, if any. */
  file: ZDisputeFile.nullable(),
  createdAt: z.string(),
});
export type TDisputeMessage = z.infer<typeof ZDisputeMessage>;

export const ZDisputeSummary = z.object({
  id: z.string(),
  subjectType: z.enum(DISPUTE_SUBJECTS),
  subjectId: z.string(),
  /** One line naming the subject: the brief and what was decided. */
  subjectTitle: z.string(),
  briefId: z.string().nullable(),
  brand: ZDisputeParty.nullable(),
  creator: ZDisputeParty,
  openedBy: z.enum(['brand', 'creator']),
  reason: z.string(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
  answerDueAt: z.string(),
  answeredAt: z.string().nullable(),
  /** Open and unanswered past its answer deadline, or open and answered: ready for an admin. */
  pastAnswerDeadline: z.boolean(),
  /** Whole days since it was opened. */
  ageDays: z.number().int(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  resolutionNote: z.string().nullable(),
  /** Cents moved by the resolution (paid, returned to the pool, or a withdrawal reserved again), null when none. */
  resolutionCents: z.number().int().nullable(),
  resolvedAt: z.string().nullable(),
});
export type TDisputeSummary = z.infer<typeof ZDisputeSummary>;

export const ZDispute = ZDisputeSummary.extend({
  details: z.string(),
  /** The outcomes an admin may choose for this subject now (allowedOutcomesFor). */
  allowedOutcomes: z.array(z.enum(DISPUTE_OUTCOMES)),
  messages: z.array(ZDisputeMessage),
});
export type TDispute = z.infer<typeof ZDispute>;

export const ZDisputeResponse = z.object({ dispute: ZDispute });
export const ZDisputesResponse = z.object({ disputes: z.array(ZDisputeSummary) });
export type TDisputesResponse = z.infer<typeof ZDisputesResponse>;

export const ZAdminDisputesQuery = z.object({
  status: z.enum(['open', 'resolved', 'all'], { message: 'status must be open, resolved or all' }).default('open'),
});

export const OUTCOME_WORDS: Record<DisputeOutcome, string> = {
  uphold: 'Decision upheld',
  reverse_award: 'Award reversed',
  pay_creator: 'Creator paid',
  reopen_submission: 'Submission reopened',
  reverse_rejection: 'Rejection reversed',
};
