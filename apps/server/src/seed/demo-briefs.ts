import type { BriefTemplateId } from '@briefly/shared/briefs';

// Demo briefs seeded after the demo accounts (demo mode). Funded ones are paid through the test
// provider with the success card, exactly as a brand would pay; deadlines are days from now.

export interface DemoBrief {
  /** Index into DEMO_BRANDS. */
  brand: number;
  template: BriefTemplateId;
  title: string;
  description: string;
  requirements: string;
  reward: number;
  winners: number;
  /** Days from now; negative: already past (the brief ends up archived). */
  deadlineDays: number;
  /** How many days ago it was posted. */
  postedDaysAgo: number;
  funded: boolean;
  isPrivate?: boolean;
  /** Index into DEMO_CREATORS: invited to this private brief. */
  invite?: number;
  additionalFields: Record<string, string | string[]>;
}

export const DEMO_BRIEFS: DemoBrief[] = [
  {
    brand: 0,
    template: 'podcast-live',
    title: 'Brew Talk podcast launch clips',
    description:
      'Cut short, punchy clips from the first Brew Talk episodes for social media and help us reach coffee lovers who have never heard a coffee podcast.',
    requirements: 'Three vertical clips of 30–60 seconds each, captioned, with the episode link in the post.',
    reward: 1500,
    winners: 3,
    deadlineDays: 10,
    postedDaysAgo: 4,
    funded: true,
    additionalFields: {
      podcastName: 'Brew Talk',
      episodeTopics: 'Origins, roasting, brewing at home',
      targetAudience: 'Home baristas',
      contentType: 'video',
    },
  },
  {
    brand: 0,
    template: 'ecommerce-product',
    title: 'Unbox our Winter Roast gift set',
    description:
      'Show the Winter Roast gift set from the first cut of the tape to the first cup. Warm, honest and cosy.',
    requirements: 'One unboxing video under 3 minutes; mention the limited run and the tasting notes.',
    reward: 800,
    winners: 2,
    deadlineDays: 2,
    postedDaysAgo: 12,
    funded: true,
    additionalFields: {
      productName: 'Winter Roast gift set',
      productCategory: 'Coffee',
      targetDemographic: '25–45, gift buyers',
      contentStyle: 'unboxing',
    },
  },
  {
    brand: 0,
    template: 'ig-story-blitz',
    title: 'Morning ritual story series',
    description: 'A five-part Instagram story series about your morning coffee ritual, featuring any Northwind blend.',
    requirements: 'Five stories posted on consecutive days, tagging @northwindcoffee, with a poll or question sticker.',
    reward: 450,
    winners: 1,
    deadlineDays: 45,
    postedDaysAgo: 35,
    funded: true,
    additionalFields: {
      storyTheme: 'Slow mornings',
      visualStyle: 'Warm natural light',
      interactiveElements: 'Polls, questions',
      storyFormat: 'story-series',
    },
  },
  {
    brand: 0,
    template: 'tweets',
    title: 'Coffee facts thread campaign',
    description: 'Write a thread of surprising coffee facts that makes people want a better cup.',
    requirements: 'A thread of at least 6 posts with #NorthwindFacts; facts must be sourced.',
    reward: 300,
    winners: 5,
    deadlineDays: -3,
    postedDaysAgo: 70,
    funded: true,
    additionalFields: {
      campaignTheme: 'Coffee science',
      hashtags: ['#NorthwindFacts', '#coffee'],
      targetAudience: 'Curious coffee drinkers',
      tweetStyle: 'thread',
    },
  },
  {
    brand: 0,
    template: 'talent-giveaway',
    title: 'Latte art giveaway',
    description: 'Host a latte art giveaway on your channel; we supply the prizes, you bring the talent.',
    requirements: 'Announce the giveaway, show your own latte art, and pick a winner live.',
    reward: 1000,
    winners: 4,
    deadlineDays: 30,
    postedDaysAgo: 1,
    funded: false,
    additionalFields: {
      giveawayType: 'Skill contest',
      prizes: 'Espresso machine, beans for a year',
      entryRequirements: 'Post a latte art photo',
      promotionChannels: ['instagram', 'tiktok'],
    },
  },
  {
    brand: 1,
    template: 'tweets',
    title: 'Explain our API in a thread',
    description:
      'Explain how developers use the Lumen API to automate smart lighting, in plain language a beginner can follow.',
    requirements: 'A thread of 5–10 posts with one code snippet; link to the docs.',
    reward: 600,
    winners: 3,
    deadlineDays: 10,
    postedDaysAgo: 6,
    funded: true,
    additionalFields: {
      campaignTheme: 'Developer education',
      hashtags: ['#LumenAPI'],
      targetAudience: 'Software developers',
      tweetStyle: 'informative',
    },
  },
  {
    brand: 1,
    template: 'podcast-live',
    title: 'Developer podcast sponsorship reads',
    description: 'Record a host-read sponsorship spot for your software development podcast featuring Lumen Labs.',
    requirements: 'A 60-second read in your own words, aired in an episode before the deadline.',
    reward: 2000,
    winners: 5,
    deadlineDays: 45,
    postedDaysAgo: 20,
    funded: true,
    additionalFields: {
      podcastName: 'Your show',
      episodeTopics: 'Home automation, APIs',
      targetAudience: 'Developers',
      contentType: 'social-media',
    },
  },
  {
    brand: 1,
    template: 'ecommerce-product',
    title: 'Review the Lumen smart desk lamp',
    description: 'An in-depth, honest review of the Lumen desk lamp for invited tech reviewers.',
    requirements: 'A review video or article covering setup, app, and a week of daily use.',
    reward: 1200,
    winners: 2,
    deadlineDays: 20,
    postedDaysAgo: 9,
    funded: true,
    isPrivate: true,
    invite: 0,
    additionalFields: {
      productName: 'Lumen desk lamp',
      productCategory: 'Smart home',
      targetDemographic: 'Remote workers',
      contentStyle: 'review',
    },
  },
  {
    brand: 1,
    template: 'ig-story-blitz',
    title: 'Behind the scenes at Lumen Labs',
    description: 'Show a day in our lab: prototypes, testing rigs and the people behind the lamps.',
    requirements: 'At least 8 stories in one day, tagging @lumenlabs.',
    reward: 350,
    winners: 1,
    deadlineDays: -10,
    postedDaysAgo: 95,
    funded: true,
    additionalFields: {
      storyTheme: 'Behind the scenes',
      visualStyle: 'Bright, clean',
      interactiveElements: 'Quiz sticker',
      storyFormat: 'highlights',
    },
  },
  {
    brand: 1,
    template: 'talent-giveaway',
    title: 'Build-a-bot challenge giveaway',
    description:
      'Challenge your audience to build a small lighting bot with our kit; we send the kits, you run the challenge.',
    requirements: 'Announce, build your own entry on camera, and judge the entries.',
    reward: 2500,
    winners: 5,
    deadlineDays: 60,
    postedDaysAgo: 2,
    funded: false,
    additionalFields: {
      giveawayType: 'Build challenge',
      prizes: 'Lumen maker kits',
      entryRequirements: 'Share a build video',
      promotionChannels: ['youtube', 'twitter'],
    },
  },
  {
    brand: 2,
    template: 'ig-story-blitz',
    title: 'Trail day reels',
    description: 'Take a Peak backpack on a day hike and turn it into reels that make people want to get outside.',
    requirements: 'Two reels of 15–30 seconds, tagging @peakoutdoor, filmed on a real trail.',
    reward: 900,
    winners: 3,
    deadlineDays: 2,
    postedDaysAgo: 15,
    funded: true,
    additionalFields: {
      storyTheme: 'Day hikes',
      visualStyle: 'Golden hour',
      interactiveElements: 'Location sticker',
      storyFormat: 'reels',
    },
  },
  {
    brand: 2,
    template: 'ecommerce-product',
    title: 'Tent pitch speed run review',
    description: 'Pitch the Peak Ridge 2 tent as fast as you can and review it honestly.',
    requirements: 'A video showing the full pitch with a timer, and your verdict after one night out.',
    reward: 700,
    winners: 2,
    deadlineDays: 10,
    postedDaysAgo: 50,
    funded: true,
    additionalFields: {
      productName: 'Peak Ridge 2 tent',
      productCategory: 'Camping',
      targetDemographic: 'Weekend campers',
      contentStyle: 'tutorial',
    },
  },
  {
    brand: 2,
    template: 'talent-giveaway',
    title: 'Summit photo contest',
    description: 'Run a summit photo contest for your followers as part of our spring marketing push.',
    requirements: 'Announce the contest, share three of your own summit photos, and choose winners.',
    reward: 1800,
    winners: 4,
    deadlineDays: 45,
    postedDaysAgo: 110,
    funded: true,
    additionalFields: {
      giveawayType: 'Photo contest',
      prizes: 'Peak gear bundles',
      entryRequirements: 'Post a summit photo with #PeakSummit',
      promotionChannels: ['instagram'],
    },
  },
  {
    brand: 2,
    template: 'podcast-live',
    title: 'Outdoor safety podcast segments',
    description: 'Record a short segment on staying safe in the backcountry for your outdoors show.',
    requirements: 'A 3–5 minute segment mentioning Peak’s safety checklist.',
    reward: 500,
    winners: 1,
    deadlineDays: -1,
    postedDaysAgo: 140,
    funded: true,
    additionalFields: {
      podcastName: 'Your show',
      episodeTopics: 'Backcountry safety',
      targetAudience: 'Hikers',
      contentType: 'graphics',
    },
  },
  {
    brand: 2,
    template: 'tweets',
    title: 'Leave no trace tips',
    description: 'Share practical leave-no-trace tips with a light touch.',
    requirements: 'Five posts over a week with #LeaveNoTrace and a photo each.',
    reward: 250,
    winners: 2,
    deadlineDays: 25,
    postedDaysAgo: 3,
    funded: false,
    additionalFields: {
      campaignTheme: 'Responsible outdoors',
      hashtags: ['#LeaveNoTrace'],
      targetAudience: 'Hikers and campers',
      tweetStyle: 'humorous',
    },
  },
];
