import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_REVISION_LIMIT } from '@briefly/shared/briefs';
import { dollarsToCents } from '@briefly/shared/money';
import { TEST_CARDS } from '@briefly/shared/payments';
import type { SeedServices } from './seed-services.ts';
import type { TestModeProvider } from '../integrations/payments/test-mode/test-provider.ts';
import type { MovableClock } from '../platform/module.ts';
import { DEMO_ADMIN, DEMO_BRANDS, DEMO_CREATORS, DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_BRIEFS } from './demo-briefs.ts';
import { DEMO_SUBMISSIONS } from './demo-submissions.ts';
import { seedForums } from './demo-forums.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoStories } from './demo-stories.ts';

/**
 * Seeds demo accounts, then demo content, into an empty database, through services composed with
 * `clock` (bootstrap composes them for this): each demo item is made "as of" its number of days
 * before now by moving the clock. Later modules add theirs here.
 */
export async function seedDemoData(log: FastifyBaseLogger, services: SeedServices, clock: MovableClock): Promise<void> {
  if (await services.auth.hasAccounts()) return;
  const now = clock();
  const accounts = await seedAccounts(services);
  const briefs = await seedBriefs(log, services, accounts, clock, now);
  await seedSubmissions(services, accounts, briefs, clock, now);
  clock.set(now);
  // Last: briefs whose deadline has passed are archived by the expiry job, as they would have been.
  await services.briefs.archiveExpired({ now });
  await seedRewards(services, accounts, briefs);
  await seedForums(services, accounts, clock, now);
  await seedDemoEvents(services, accounts, clock, now);
  await seedDemoStories(services, accounts, briefs);
  await seedPublicProfiles(services, accounts);
  await seedReviews(services, accounts, briefs);
  log.info('demo data seeded');
}

async function seedAccounts(
  services: SeedServices,
): Promise<{ adminId: string; brandIds: string[]; creatorIds: string[] }> {
  const ids = await services.auth.provisionAccounts([
    {
      type: 'admin',
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
      profile: { fullName: DEMO_ADMIN.fullName },
    },
    ...DEMO_BRANDS.map((brand) => ({
      type: 'brand' as const,
      email: brand.email,
      password: DEMO_PASSWORD,
      profile: {
        companyName: brand.companyName,
        contactName: brand.contactName,
        phoneNumber: '555-0100',
        addressStreet: '100 Main Street',
        addressCity: brand.city,
        addressState: brand.state,
        addressZip: '98101',
        socialWebsite: brand.website,
        socialInstagram: brand.instagram,
        paymentMethod: 'credit_card' as const,
        cardLast4: '4242',
        cardType: 'Visa',
      },
    })),
    ...DEMO_CREATORS.map((creator) => ({
      type: 'creator' as const,
      email: creator.email,
      password: DEMO_PASSWORD,
      profile: {
        userName: creator.userName,
        fullName: creator.fullName,
        phoneNumber: '555-0199',
        addressStreet: '200 Market Street',
        addressCity: 'Portland',
        addressState: 'OR',
        addressZip: '97201',
        socialTikTok: creator.tiktok,
        socialYouTube: creator.youtube,
      },
    })),
  ]);
  return {
    adminId: ids[0]!,
    brandIds: ids.slice(1, 1 + DEMO_BRANDS.length),
    creatorIds: ids.slice(1 + DEMO_BRANDS.length),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo briefs across the demo brands. Funded ones are paid the way a brand pays: a payment intent,
 * the test provider's success card, then POST /api/briefs's service with the intent — so their
 * money is in the ledger like any other. Each is created "as of" its posting day. Answers the
 * briefs by title.
 */
async function seedBriefs(
  log: FastifyBaseLogger,
  services: SeedServices,
  accounts: { brandIds: string[]; creatorIds: string[] },
  clock: MovableClock,
  asOf: Date,
): Promise<Map<string, { id: string; brandId: string }>> {
  const seeded = new Map<string, { id: string; brandId: string }>();
  const testProvider = services.provider.mode === 'test' ? (services.provider as TestModeProvider) : null;
  const now = asOf.getTime();
  for (const demo of DEMO_BRIEFS) {
    const brandId = accounts.brandIds[demo.brand]!;
    const actor = { id: brandId, type: 'brand' as const };
    let paymentIntentId: string | undefined;
    if (demo.funded && testProvider) {
      const intent = await services.payments.createBriefPaymentIntent(brandId, {
        amount: dollarsToCents(demo.reward),
        currency: 'usd',
        metadata: { type: 'brief_funding', briefTitle: demo.title },
      });
      await testProvider.confirmPaymentIntent(intent.paymentIntentId, intent.clientSecret, {
        number: TEST_CARDS.success,
        expMonth: 12,
        expYear: new Date(now).getUTCFullYear() + 3,
        cvc: '123',
      });
      paymentIntentId = intent.paymentIntentId;
    }
    clock.set(new Date(now - demo.postedDaysAgo * DAY_MS));
    const { id } = await services.briefs.createBrief(actor, {
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
      revisionLimit: DEFAULT_REVISION_LIMIT,
      ...(paymentIntentId ? { paymentIntentId } : {}),
    });
    if (demo.invite !== undefined) await services.briefs.inviteCreator(actor, id, accounts.creatorIds[demo.invite]!);
    seeded.set(demo.title, { id, brandId });
  }
  if (!testProvider)
    log.warn('demo briefs were seeded as unfunded drafts: demo funding needs the test-mode payments provider');
  return seeded;
}

/**
 * Demo applications through the submissions service, each "as of" its day (applied, maybe applied
 * again, maybe reviewed by the brief's brand), so the times in the activity and the monthly series
 * are real. Skipped without the test-mode provider (the demo briefs are unfunded drafts then).
 */
async function seedSubmissions(
  services: SeedServices,
  accounts: { creatorIds: string[] },
  briefs: Map<string, { id: string; brandId: string }>,
  clock: MovableClock,
  now: Date,
): Promise<void> {
  if (services.provider.mode !== 'test') return;
  const asOf = (daysAgo: number) => {
    clock.set(new Date(now.getTime() - daysAgo * DAY_MS));
    return services.submissions;
  };
  for (const demo of DEMO_SUBMISSIONS) {
    const brief = briefs.get(demo.brief);
    if (!brief) throw new Error(`demo submission for an unknown brief: ${demo.brief}`);
    const creator = { id: accounts.creatorIds[demo.creator]!, type: 'creator' as const };
    const { submission } = await asOf(demo.submittedDaysAgo).apply(creator, brief.id, {
      contentUrl: demo.contentUrl,
      additionalInfo: demo.additionalInfo,
    });
    if (demo.editedDaysAgo !== undefined) {
      await asOf(demo.editedDaysAgo).apply(creator, brief.id, {
        contentUrl: demo.contentUrl,
        additionalInfo: demo.additionalInfo,
      });
    }
    if (demo.review) {
      const brand = { id: brief.brandId, type: 'brand' as const };
      await asOf(demo.review.daysAgo).reviewSubmission({
        actor: brand,
        submissionId: submission.id,
        status: demo.review.status,
      });
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
async function seedRewards(
  services: SeedServices,
  accounts: { creatorIds: string[] },
  briefs: Map<string, { id: string; brandId: string }>,
): Promise<void> {
  if (services.provider.mode !== 'test') return;
  const testProvider = services.provider as TestModeProvider;
  const creatorId = (index: number) => accounts.creatorIds[index]!;
  for (const index of [1, 2]) {
    const { accountId } = await services.payoutAccounts.onboard(creatorId(index), 'US');
    await testProvider.setAccountOnboardingOutcome(accountId, 'complete');
    await services.payoutAccounts.recheck(creatorId(index));
  }
  const award = async (
    title: string,
    winners: Array<{ creator: number; rewardType: 'cash' | 'credit' | 'prize'; amount: number }>,
  ) => {
    const brief = briefs.get(title);
    if (!brief) throw new Error(`demo rewards for an unknown brief: ${title}`);
    const { submissions } = await services.submissions.listForBrand(
      { id: brief.brandId, type: 'brand' },
      { briefId: brief.id, limit: 100 },
    );
    await services.awards.distribute(
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
            ...(winner.rewardType === 'prize'
              ? {
                  prizeDetails: {
                    name: 'Barista starter kit',
                    value: 120,
                    description: 'A grinder, a scale and a bag of Winter Roast',
                  },
                }
              : {}),
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

/** Public profiles for the creator directory (docs/product/creator-directory.md): who works where, on what. */
async function seedPublicProfiles(services: SeedServices, accounts: { creatorIds: string[] }) {
  const profiles = [
    {
      bio: 'Food and coffee videos from Portland kitchens and cafés: recipes, reviews, short vertical clips.',
      location: 'Portland, Oregon',
      categories: ['creative'] as const,
      socialLinks: ['https://www.youtube.com/@mayacreates', 'https://www.tiktok.com/@mayacreates'],
    },
    {
      bio: 'Filmmaker and editor; travel and outdoor stories for TikTok and YouTube Shorts.',
      location: 'Lisbon, Portugal',
      categories: ['creative'] as const,
      socialLinks: ['https://www.tiktok.com/@leofilms'],
    },
    {
      bio: 'Writes threads about APIs, analytics and developer tools.',
      location: 'Lagos, Nigeria',
      categories: ['technical', 'business'] as const,
      socialLinks: ['https://x.com/samwrites'],
    },
    {
      bio: 'Product photography and food styling.',
      location: 'Portland, Maine',
      categories: ['creative'] as const,
      socialLinks: ['https://www.instagram.com/priyaphoto'],
    },
  ];
  for (const [index, profile] of profiles.entries()) {
    const creatorId = accounts.creatorIds[index];
    if (!creatorId) continue;
    await services.creatorProfiles.update(creatorId, {
      displayName: '',
      ...profile,
      categories: [...profile.categories],
    });
  }
}

/**
 * Verified reviews (docs/product/creator-profiles-and-reviews.md#reviews) through the reviews service, between
 * the brands and the creators they awarded: both sides review, so each is published at once and the
 * directory's rating filter finds someone. Priya (Portland, food styling) ends at 4.5 over two briefs;
 * Maya (Portland, food) has none yet, so "portland food" with a rating of 4 or more narrows to Priya.
 */
async function seedReviews(
  services: SeedServices,
  accounts: { brandIds: string[]; creatorIds: string[] },
  briefs: Map<string, { id: string; brandId: string }>,
) {
  if (services.provider.mode !== 'test') return;
  const pairs: Array<{ brief: string; creator: number; brandRating: number; creatorRating: number; text: string }> = [
    {
      brief: 'Coffee facts thread campaign',
      creator: 1,
      brandRating: 5,
      creatorRating: 5,
      text: 'Sharp, funny thread that our regulars shared all week. Delivered a day early.',
    },
    {
      brief: 'Coffee facts thread campaign',
      creator: 2,
      brandRating: 4,
      creatorRating: 4,
      text: 'Well researched facts and a clean thread; one round of edits on the tone.',
    },
    {
      brief: 'Coffee facts thread campaign',
      creator: 3,
      brandRating: 5,
      creatorRating: 5,
      text: 'Beautiful food styling on every shot; the latte photo is now our menu cover.',
    },
    {
      brief: 'Behind the scenes at Lumen Labs',
      creator: 3,
      brandRating: 4,
      creatorRating: 4,
      text: 'Warm, well lit photos of the team at work. Easy to brief and quick to reply.',
    },
  ];
  const creatorSays = ['Clear brief and quick feedback.', 'Friendly team, fair brief, paid on time.'];
  for (const [index, pair] of pairs.entries()) {
    const brief = briefs.get(pair.brief);
    if (!brief) throw new Error(`demo review for an unknown brief: ${pair.brief}`);
    const creatorId = accounts.creatorIds[pair.creator]!;
    await services.reviews.create(
      { id: brief.brandId, type: 'brand' },
      { briefId: brief.id, revieweeId: creatorId, rating: pair.brandRating, text: pair.text },
    );
    await services.reviews.create(
      { id: creatorId, type: 'creator' },
      {
        briefId: brief.id,
        revieweeId: brief.brandId,
        rating: pair.creatorRating,
        text: creatorSays[index % creatorSays.length]!,
      },
    );
  }
}
