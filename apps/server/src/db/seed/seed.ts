import type { FastifyBaseLogger } from 'fastify';
import { dollarsToCents } from '@briefly/shared/money';
import { TEST_CARDS } from '@briefly/shared/payments';
import type { Db } from '../client.ts';
import type { AppServices } from '../../app.ts';
import * as authRepo from '../../modules/auth/auth.repository.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { createBriefsService } from '../../modules/briefs/briefs.service.ts';
import { submissionActivity } from '../../modules/submissions/submissions.activity.ts';
import { createSubmissionsService } from '../../modules/submissions/submissions.service.ts';
import { archiveExpiredBriefs } from '../../jobs/archive-expired-briefs.ts';
import type { TestModeProvider } from '../../integrations/payments/test-mode/test-provider.ts';
import { DEMO_ADMIN, DEMO_BRANDS, DEMO_CREATORS, DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_BRIEFS } from './demo-briefs.ts';
import { DEMO_SUBMISSIONS } from './demo-submissions.ts';

/** Makes sure an admin with these credentials exists (ADMIN_EMAIL + ADMIN_PASSWORD). */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }, log: FastifyBaseLogger): Promise<void> {
  const existing = await authRepo.findUserByEmail(db, admin.email);
  const passwordHash = await hashPassword(admin.password);
  if (existing) {
    if (existing.type !== 'admin') {
      log.warn({ email: admin.email }, 'ADMIN_EMAIL belongs to a non-admin account; no admin was created');
      return;
    }
    await authRepo.updatePasswordHash(db, existing.id, passwordHash);
    return;
  }
  await db.transaction(async (tx) => {
    const user = await authRepo.insertUser(tx, { type: 'admin', email: admin.email, passwordHash, isVerified: true });
    await authRepo.insertAdminProfile(tx, { id: user.id, fullName: 'Administrator' });
    await authRepo.insertAuditEntry(tx, { actorId: null, action: 'admin.created_from_config', targetType: 'user', targetId: user.id });
  });
  log.info({ email: admin.email }, 'admin account created from ADMIN_EMAIL');
}

/** Seeds demo accounts, then demo content, into an empty database. Later modules add theirs here. */
export async function seedDemoData(db: Db, log: FastifyBaseLogger, services: AppServices): Promise<void> {
  if ((await authRepo.countUsers(db)) > 0) return;
  const accounts = await seedAccounts(db);
  const briefs = await seedBriefs(db, log, services, accounts);
  await seedSubmissions(db, services, accounts, briefs);
  // Last: briefs whose deadline has passed are archived by the expiry job, as they would have been.
  await archiveExpiredBriefs({ db, events: services.events });
  await seedRewards(services, accounts, briefs);
  log.info('demo data seeded');
}

async function seedAccounts(db: Db): Promise<{ brandIds: string[]; creatorIds: string[] }> {
  const brandIds: string[] = [];
  const creatorIds: string[] = [];
  const [adminHash, demoHash] = await Promise.all([hashPassword(DEMO_ADMIN.password), hashPassword(DEMO_PASSWORD)]);
  await db.transaction(async (tx) => {
    const admin = await authRepo.insertUser(tx, { type: 'admin', email: DEMO_ADMIN.email, passwordHash: adminHash, isVerified: true });
    await authRepo.insertAdminProfile(tx, { id: admin.id, fullName: DEMO_ADMIN.fullName });
    for (const brand of DEMO_BRANDS) {
      const user = await authRepo.insertUser(tx, { type: 'brand', email: brand.email, passwordHash: demoHash, isVerified: true });
      brandIds.push(user.id);
      await authRepo.insertBrandProfile(tx, {
        id: user.id,
        companyName: brand.companyName,
        contactName: brand.contactName,
        phoneNumber: '555-0100',
        addressStreet: '100 Main Street',
        addressCity: brand.city,
        addressState: brand.state,
        addressZip: '98101',
        socialWebsite: brand.website,
        socialInstagram: brand.instagram,
        paymentMethod: 'credit_card',
        cardLast4: '4242',
        cardType: 'Visa',
        termsAcceptedAt: new Date(),
      });
    }
    for (const creator of DEMO_CREATORS) {
      const user = await authRepo.insertUser(tx, { type: 'creator', email: creator.email, passwordHash: demoHash, isVerified: true });
      creatorIds.push(user.id);
      await authRepo.insertCreatorProfile(tx, {
        id: user.id,
        userName: creator.userName,
        fullName: creator.fullName,
        phoneNumber: '555-0199',
        addressStreet: '200 Market Street',
        addressCity: 'Portland',
        addressState: 'OR',
        addressZip: '97201',
        socialTikTok: creator.tiktok,
        socialYouTube: creator.youtube,
        termsAcceptedAt: new Date(),
      });
    }
  });
  return { brandIds, creatorIds };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo briefs across the demo brands. Funded ones are paid the way a brand pays: a payment intent,
 * the test provider's success card, then POST /api/briefs's service with the intent — so their
 * money is in the ledger like any other. Each is created "as of" its posting day. Answers the
 * briefs by title.
 */
async function seedBriefs(
  db: Db,
  log: FastifyBaseLogger,
  services: AppServices,
  accounts: { brandIds: string[]; creatorIds: string[] },
): Promise<Map<string, { id: string; brandId: string }>> {
  const seeded = new Map<string, { id: string; brandId: string }>();
  const testProvider = services.provider.mode === 'test' ? (services.provider as TestModeProvider) : null;
  const now = Date.now();
  for (const demo of DEMO_BRIEFS) {
    const brandId = accounts.brandIds[demo.brand]!;
    const actor = { id: brandId, type: 'brand' as const };
    let paymentIntentId: string | undefined;
    if (demo.funded && testProvider) {
      const intent = await services.payments.createBriefPaymentIntent(brandId, { amount: dollarsToCents(demo.reward), currency: 'usd', metadata: { type: 'brief_funding', briefTitle: demo.title } });
      await testProvider.confirmPaymentIntent(intent.paymentIntentId, intent.clientSecret, { number: TEST_CARDS.success, expMonth: 12, expYear: new Date(now).getUTCFullYear() + 3, cvc: '123' });
      paymentIntentId = intent.paymentIntentId;
    }
    const postedAt = new Date(now - demo.postedDaysAgo * DAY_MS);
    const briefs = createBriefsService({ db, payments: services.payments, events: services.events, activity: submissionActivity, now: () => postedAt });
    const { id } = await briefs.createBrief(actor, {
      title: demo.title,
      description: demo.description,
      requirements: demo.requirements,
      location: 'Anywhere',
      template: demo.template,
      additionalFields: demo.additionalFields,
      deadline: new Date(now + demo.deadlineDays * DAY_MS).toISOString(),
      amountOfWinners: demo.winners,
      reward: demo.reward,
      isPrivate: demo.isPrivate ?? false,
      ...(paymentIntentId ? { paymentIntentId } : {}),
    });
    if (demo.invite !== undefined) await services.briefs.inviteCreator(actor, id, accounts.creatorIds[demo.invite]!);
    seeded.set(demo.title, { id, brandId });
  }
  if (!testProvider) log.warn('demo briefs were seeded as unfunded drafts: demo funding needs the test-mode payments provider');
  return seeded;
}

/**
 * Demo applications through the submissions service, each "as of" its day (applied, maybe applied
 * again, maybe reviewed by the brief's brand), so the times in the activity and the monthly series
 * are real. Skipped without the test-mode provider (the demo briefs are unfunded drafts then).
 */
async function seedSubmissions(
  db: Db,
  services: AppServices,
  accounts: { creatorIds: string[] },
  briefs: Map<string, { id: string; brandId: string }>,
): Promise<void> {
  if (services.provider.mode !== 'test') return;
  const now = Date.now();
  const asOf = (daysAgo: number) => createSubmissionsService({ db, events: services.events, briefs: services.briefs, now: () => new Date(now - daysAgo * DAY_MS) });
  for (const demo of DEMO_SUBMISSIONS) {
    const brief = briefs.get(demo.brief);
    if (!brief) throw new Error(`demo submission for an unknown brief: ${demo.brief}`);
    const creator = { id: accounts.creatorIds[demo.creator]!, type: 'creator' as const };
    const { submission } = await asOf(demo.submittedDaysAgo).apply(creator, brief.id, { contentUrl: demo.contentUrl, additionalInfo: demo.additionalInfo });
    if (demo.editedDaysAgo !== undefined) {
      await asOf(demo.editedDaysAgo).apply(creator, brief.id, { contentUrl: demo.contentUrl, additionalInfo: demo.additionalInfo });
    }
    if (demo.review) {
      const brand = { id: brief.brandId, type: 'brand' as const };
      await asOf(demo.review.daysAgo).reviewSubmission({ actor: brand, submissionId: submission.id, status: demo.review.status });
    }
  }
}

/**
 * Demo winners and payouts through the services, so the ledger is real: creators 1 and 2 have
 * active payout accounts (onboarded through the test provider); on the archived coffee-facts brief
 * creator 1 wins cash (paid), creator 2 credit, creator 3 a prize; on the archived Lumen Labs
 * brief creator 3 wins cash held until they connect an account; creator 2 asks to withdraw part of
 * the credit (pending for the admin).
 */
async function seedRewards(services: AppServices, accounts: { creatorIds: string[] }, briefs: Map<string, { id: string; brandId: string }>): Promise<void> {
  if (services.provider.mode !== 'test') return;
  const testProvider = services.provider as TestModeProvider;
  const creatorId = (index: number) => accounts.creatorIds[index]!;
  for (const index of [1, 2]) {
    const { accountId } = await services.payoutAccounts.onboard(creatorId(index), 'US');
    await testProvider.setAccountOnboardingOutcome(accountId, 'complete');
    await services.payoutAccounts.recheck(creatorId(index));
  }
  const award = async (title: string, winners: Array<{ creator: number; rewardType: 'cash' | 'credit' | 'prize'; amount: number }>) => {
    const brief = briefs.get(title);
    if (!brief) throw new Error(`demo rewards for an unknown brief: ${title}`);
    const { submissions } = await services.submissions.listForBrand({ id: brief.brandId, type: 'brand' }, { briefId: brief.id, limit: 100 });
    await services.rewards.distribute(
      { id: brief.brandId, type: 'brand' },
      {
        briefId: brief.id,
        winners: winners.map((winner) => {
          const submission = submissions.find((item) => item.creatorId === creatorId(winner.creator));
          if (!submission) throw new Error(`no demo submission by creator ${winner.creator} on ${title}`);
          return {
            submissionId: submission.id,
            creatorId: creatorId(winner.creator),
            rewardType: winner.rewardType,
            amount: winner.amount,
            description: '',
            ...(winner.rewardType === 'prize' ? { prizeDetails: { name: 'Barista starter kit', value: 120, description: 'A grinder, a scale and a bag of Winter Roast' } } : {}),
          };
        }),
      },
    );
  };
  await award('Coffee facts thread campaign', [
    { creator: 1, rewardType: 'cash', amount: 120 },
    { creator: 2, rewardType: 'credit', amount: 80 },
    { creator: 3, rewardType: 'prize', amount: 0 },
  ]);
  await award('Behind the scenes at Lumen Labs', [{ creator: 3, rewardType: 'cash', amount: 350 }]);
  await services.withdrawals.request(creatorId(2), 40);
}
