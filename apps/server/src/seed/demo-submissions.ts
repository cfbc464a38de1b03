// Demo submissions by the demo creators on published demo briefs (demo mode), made through the
// submissions service "as of" their day so dashboards, analytics and activity look alive.

export interface DemoSubmission {
  /** Index into DEMO_CREATORS. */
  creator: number;
  /** Title of a DEMO_BRIEFS entry that was accepting applications on the day. */
  brief: string;
  submittedDaysAgo: number;
  /** Applied again (an edit of the pending application) this many days ago. */
  editedDaysAgo?: number;
  review?: { status: 'approved' | 'rejected'; daysAgo: number };
  contentUrl: string;
  additionalInfo: string;
}

export const DEMO_SUBMISSIONS: DemoSubmission[] = [
  {
    creator: 0,
    brief: 'Brew Talk podcast launch clips',
    submittedDaysAgo: 3,
    contentUrl: 'https://www.tiktok.com/@mayacreates/video/7301',
    additionalInfo: 'Three captioned clips from episode one, cut for TikTok and Reels.',
  },
  {
    creator: 1,
    brief: 'Brew Talk podcast launch clips',
    submittedDaysAgo: 2,
    editedDaysAgo: 1,
    contentUrl: 'https://www.youtube.com/shorts/leofilms-brewtalk',
    additionalInfo: 'Shorts with animated captions; swapped the second clip for a stronger hook.',
  },
  {
    creator: 0,
    brief: 'Unbox our Winter Roast gift set',
    submittedDaysAgo: 8,
    review: { status: 'approved', daysAgo: 5 },
    contentUrl: 'https://www.instagram.com/reel/maya-winter-roast',
    additionalInfo: 'Cosy morning unboxing with the tasting notes read out loud.',
  },
  {
    creator: 3,
    brief: 'Unbox our Winter Roast gift set',
    submittedDaysAgo: 6,
    review: { status: 'rejected', daysAgo: 4 },
    contentUrl: 'https://www.instagram.com/p/priyaphoto-winter',
    additionalInfo: 'A photo carousel of the gift set in natural light.',
  },
  {
    creator: 2,
    brief: 'Explain our API in a thread',
    submittedDaysAgo: 4,
    contentUrl: 'https://x.com/samwrites/status/1750000000000000001',
    additionalInfo: 'An eight-post thread from first request to a motion-sensor automation.',
  },
  {
    creator: 0,
    brief: 'Review the Lumen smart desk lamp',
    submittedDaysAgo: 5,
    contentUrl: 'https://www.youtube.com/watch?v=maya-lumen-review',
    additionalInfo: 'A week with the lamp: setup, app, and how it changed my desk routine.',
  },
  {
    creator: 1,
    brief: 'Developer podcast sponsorship reads',
    submittedDaysAgo: 15,
    review: { status: 'approved', daysAgo: 10 },
    contentUrl: 'https://podcasts.example/leofilms/episode-42',
    additionalInfo: 'Host read at 12:30 in episode 42.',
  },
  {
    creator: 3,
    brief: 'Summit photo contest',
    submittedDaysAgo: 40,
    review: { status: 'approved', daysAgo: 30 },
    contentUrl: 'https://www.instagram.com/p/priyaphoto-summit',
    additionalInfo: 'Sunrise over the ridge, shot on the Peak daypack trip.',
  },
  {
    creator: 0,
    brief: 'Summit photo contest',
    submittedDaysAgo: 60,
    review: { status: 'approved', daysAgo: 50 },
    contentUrl: 'https://www.instagram.com/p/mayacreates-summit',
    additionalInfo: 'Golden hour at the summit cairn.',
  },
  {
    creator: 0,
    brief: 'Coffee facts thread campaign',
    submittedDaysAgo: 20,
    review: { status: 'rejected', daysAgo: 2 },
    contentUrl: 'https://x.com/mayacreates/status/1750000000000000002',
    additionalInfo: 'Six facts about caffeine and roast levels, each with a source.',
  },
  {
    creator: 1,
    brief: 'Coffee facts thread campaign',
    submittedDaysAgo: 25,
    review: { status: 'approved', daysAgo: 1 },
    contentUrl: 'https://x.com/leofilms/status/1750000000000000003',
    additionalInfo: 'A ten-post thread on the chemistry of extraction.',
  },
  {
    creator: 2,
    brief: 'Tent pitch speed run review',
    submittedDaysAgo: 30,
    review: { status: 'rejected', daysAgo: 20 },
    contentUrl: 'https://samwrites.example/blog/tent-speed-run',
    additionalInfo: 'A written review with timings from three pitches.',
  },
  {
    creator: 3,
    brief: 'Trail day reels',
    submittedDaysAgo: 1,
    contentUrl: 'https://www.instagram.com/reel/priyaphoto-trail-day',
    additionalInfo: 'A 30-second reel of the loop trail at dawn.',
  },
  {
    creator: 2,
    brief: 'Coffee facts thread campaign',
    submittedDaysAgo: 6,
    contentUrl: 'https://samwrites.example/threads/coffee-facts',
    additionalInfo: 'Ten coffee facts in a thread, each with a source.',
  },
  {
    creator: 3,
    brief: 'Coffee facts thread campaign',
    submittedDaysAgo: 5,
    contentUrl: 'https://www.instagram.com/p/priyaphoto-coffee-facts',
    additionalInfo: 'A carousel of coffee facts over latte-art photos.',
  },
  {
    creator: 3,
    brief: 'Behind the scenes at Lumen Labs',
    submittedDaysAgo: 14,
    review: { status: 'approved', daysAgo: 12 },
    contentUrl: 'https://www.instagram.com/reel/priyaphoto-lumen-lab',
    additionalInfo: 'A photo story of the lab, from prototype bench to packing line.',
  },
];
