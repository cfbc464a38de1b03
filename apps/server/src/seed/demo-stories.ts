import type { SeedServices } from './seed-services.ts';

// Demo success stories (demo mode only), started by the demo admin from demo briefs whose winners
// were paid through the ledger, so their figures are verified; the brand and creator then agree
// through the same service a person uses. One still waits for its creator (sam@ sees the request).

interface DemoStory {
  /** Title of a DEMO_BRIEFS entry with this winner. */
  brief: string;
  /** Index into DEMO_CREATORS: the winner the story is about. */
  creator: number;
  title: string;
  description: string;
  duration: string;
  outcome: string;
  metrics: { reach?: number; engagement?: number; conversion?: number; roi?: number };
  brandQuote: string;
  creatorQuote: string;
  tags: string[];
  featured?: boolean;
  /** Who has agreed so far. */
  consents: Array<'brand' | 'creator'>;
}

export const DEMO_STORIES: DemoStory[] = [
  {
    brief: 'Coffee facts thread campaign',
    creator: 1,
    title: 'A coffee thread that sold out a roast',
    description:
      'Northwind Coffee asked for threads of surprising coffee facts. Leo turned a week of reading about bean origins into a ten-post thread with short clips of each farm’s brew method.',
    duration: '3 weeks',
    outcome: 'The featured single-origin roast sold out two days after the thread went live.',
    metrics: { reach: 184_000, engagement: 6.4 },
    brandQuote: 'Leo made our sourcing story something people actually wanted to share.',
    creatorQuote: 'The brief was clear about the facts they cared about, which made the research fun.',
    tags: ['threads', 'coffee', 'video clips'],
    featured: true,
    consents: ['brand', 'creator'],
  },
  {
    brief: 'Behind the scenes at Lumen Labs',
    creator: 3,
    title: 'Behind the scenes, in natural light',
    description:
      'Priya spent a day in the Lumen Labs workshop and photographed the people who design the lamps, lit only by the lamps themselves.',
    duration: '2 weeks',
    outcome: 'Lumen Labs now uses the series on its careers page and in its investor update.',
    metrics: { reach: 52_000, engagement: 8.1 },
    brandQuote: 'The photos show our team the way we see them.',
    creatorQuote: 'Shooting a lighting company under its own light was the best kind of challenge.',
    tags: ['photography', 'behind the scenes'],
    consents: ['brand', 'creator'],
  },
  {
    brief: 'Coffee facts thread campaign',
    creator: 2,
    title: 'Facts, footnotes and fans',
    description:
      'Sam wrote the thread with the most saved posts of the campaign: every fact with its source, and a reply thread answering questions.',
    duration: '3 weeks',
    outcome: 'The most saved thread of the campaign; Northwind now links its sources the same way.',
    metrics: { engagement: 9.2 },
    brandQuote: 'Sources for every fact: our customers noticed.',
    creatorQuote: 'Footnotes can be fun.',
    tags: ['threads', 'writing'],
    consents: ['brand'],
  },
];

/** Starts each demo story from its brief and records the consents given so far. */
export async function seedDemoStories(
  services: SeedServices,
  accounts: { adminId: string; brandIds: string[]; creatorIds: string[] },
  briefs: Map<string, { id: string; brandId: string }>,
): Promise<void> {
  if (services.provider.mode !== 'test') return; // Without test-mode payments the demo briefs have no winners.
  const admin = { id: accounts.adminId, ip: null };
  for (const demo of DEMO_STORIES) {
    const brief = briefs.get(demo.brief);
    if (!brief) throw new Error(`demo story for an unknown brief: ${demo.brief}`);
    const creatorId = accounts.creatorIds[demo.creator]!;
    const story = await services.stories.fromBrief(admin, brief.id, {
      creatorId,
      title: demo.title,
      description: demo.description,
      duration: demo.duration,
      outcome: demo.outcome,
      metrics: {
        reach: demo.metrics.reach ?? null,
        engagement: demo.metrics.engagement ?? null,
        conversion: demo.metrics.conversion ?? null,
        roi: demo.metrics.roi ?? null,
      },
      brandQuote: demo.brandQuote,
      creatorQuote: demo.creatorQuote,
      images: [],
      tags: demo.tags,
      featured: demo.featured ?? false,
    });
    if (demo.consents.includes('brand'))
      await services.stories.decide({ id: brief.brandId, type: 'brand' }, story.id, { decision: 'granted' });
    if (demo.consents.includes('creator'))
      await services.stories.decide({ id: creatorId, type: 'creator' }, story.id, { decision: 'granted' });
  }
}
