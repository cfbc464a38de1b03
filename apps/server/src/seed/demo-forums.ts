import type { ForumCategory } from '@briefly/shared/forum-rules';
import type { SeedServices } from './seed-services.ts';
import type { MovableClock } from '../platform/module.ts';

// Demo forum content (demo mode only): posts, replies, likes, views, solutions, a pinned and a
// locked post, written by the demo accounts through the forums service, each "as of" its hour.

/** A demo account: the admin, a brand (index into DEMO_BRANDS) or a creator (index into DEMO_CREATORS). */
type Who = 'admin' | { brand: number } | { creator: number };

interface DemoReply {
  author: Who;
  /** Hours after the post. */
  after: number;
  content: string;
  solution?: boolean;
}

interface DemoPost {
  author: Who;
  category: ForumCategory;
  title: string;
  content: string;
  tags: string[];
  hoursAgo: number;
  pinned?: boolean;
  locked?: boolean;
  replies: DemoReply[];
  likes: Who[];
  /** How many demo members opened it (each view counts once a day). */
  views: number;
}

const admin: Who = 'admin';
const northwind: Who = { brand: 0 };
const lumen: Who = { brand: 1 };
const peak: Who = { brand: 2 };
const maya: Who = { creator: 0 };
const leo: Who = { creator: 1 };
const sam: Who = { creator: 2 };
const priya: Who = { creator: 3 };
const EVERYONE: Who[] = [maya, leo, sam, priya, northwind, lumen, peak, admin];

export const DEMO_FORUM_POSTS: DemoPost[] = [
  {
    author: admin,
    category: 'general',
    title: 'Welcome to the Briefly community: start here',
    content: [
      'Hi everyone! This is the place for brands and creators to swap tips, find collaborators and get help.',
      '',
      '**A few house rules**',
      '',
      '- Be kind and specific: say what you tried and what happened.',
      '- No spam or self-promotion outside **Networking**.',
      '- When a reply solves your question, mark it as the solution so others find it.',
      '',
      'Looking for paid work? The [marketplace](/marketplace) lists every open brief.',
    ].join('\n'),
    tags: ['welcome', 'guidelines'],
    hoursAgo: 24 * 28,
    pinned: true,
    replies: [
      {
        author: maya,
        after: 3,
        content: 'Thanks for setting this up! Looking forward to learning from everyone here.',
      },
      {
        author: northwind,
        after: 20,
        content: 'Great to be here. We read this forum when we plan our briefs, so tell us what works for you.',
      },
    ],
    likes: [maya, leo, sam, priya, northwind, lumen, peak],
    views: 8,
  },
  {
    author: maya,
    category: 'tips',
    title: 'How I hook viewers in the first two seconds of a product video',
    content: [
      'After a dozen product videos, these are the openings that keep people watching:',
      '',
      '1. **Start with the result**: show the finished latte art, then rewind.',
      '2. **Ask a question out loud** that your viewer already has.',
      '3. **Move the camera** in the first frame; a static shot reads as an ad.',
      '',
      'What works for you?',
    ].join('\n'),
    tags: ['video', 'hooks', 'tiktok'],
    hoursAgo: 24 * 12,
    replies: [
      { author: leo, after: 2, content: 'Number 3 is underrated. A slow push-in on the product does wonders for me.' },
      {
        author: lumen,
        after: 9,
        content:
          'From the brand side: openings that show the product in use get approved much faster than logo intros.',
      },
      { author: priya, after: 30, content: 'Trying the "result first" idea on my next shoot, thanks Maya!' },
    ],
    likes: [leo, sam, priya, lumen, northwind],
    views: 7,
  },
  {
    author: leo,
    category: 'support',
    title: 'My payout says "held": what does that mean?',
    content: 'I won a cash reward last week, but my wallet shows the money as **held**. Did something go wrong?',
    tags: ['payouts', 'wallet'],
    hoursAgo: 24 * 9,
    replies: [
      { author: sam, after: 1, content: 'I had the same thing before I connected my payout account.' },
      {
        author: admin,
        after: 4,
        content:
          'Nothing went wrong: cash waits in your wallet as **held** until your payout account can receive it. Connect it from **Wallet → Connect Stripe to get paid**; held money is sent automatically once the account is active.',
        solution: true,
      },
      { author: leo, after: 6, content: 'Connected it and the transfer went through. Thanks!' },
    ],
    likes: [sam, maya],
    views: 6,
  },
  {
    author: northwind,
    category: 'networking',
    title: 'Looking for coffee and lifestyle creators in the Pacific Northwest',
    content:
      'Northwind Coffee is planning a series of café visits around **Seattle and Portland** this spring. If you make coffee, food or slow-living content, say hi below and share a link to your favourite piece.',
    tags: ['coffee', 'lifestyle', 'seattle'],
    hoursAgo: 24 * 7,
    replies: [
      {
        author: maya,
        after: 5,
        content: 'Hi! Portland-based, I mostly shoot short recipe videos. Would love to be considered.',
      },
      {
        author: priya,
        after: 26,
        content: 'Food and product photographer here; happy to help with stills for the café series.',
      },
    ],
    likes: [maya, priya, leo],
    views: 6,
  },
  {
    author: priya,
    category: 'tips',
    title: 'Lighting product photos with one window and a white card',
    content: [
      "You don't need a studio. My setup for most briefs:",
      '',
      '- Window light from the side, diffused with a thin curtain',
      '- A white card opposite the window to lift the shadows',
      '- Shoot between 10am and 2pm for steady light',
    ].join('\n'),
    tags: ['photography', 'lighting'],
    hoursAgo: 24 * 5,
    replies: [
      {
        author: peak,
        after: 8,
        content:
          'This is exactly the look we ask for in our gear briefs. Natural light beats flash for outdoor products.',
      },
      {
        author: leo,
        after: 12,
        content: 'A piece of foam board works as the white card too, and costs almost nothing.',
      },
    ],
    likes: [maya, leo, peak, northwind],
    views: 5,
  },
  {
    author: sam,
    category: 'support',
    title: 'Can I edit my application after submitting it?',
    content: 'I noticed a typo in the link I sent with my application. Can I still change it?',
    tags: ['submissions'],
    hoursAgo: 24 * 4,
    replies: [
      {
        author: northwind,
        after: 2,
        content:
          'Yes: while it is still **pending review** you can update it from **My Submissions**. Once a brand approves or rejects it, it is locked.',
        solution: true,
      },
      { author: sam, after: 3, content: 'Found it, fixed. Thank you!' },
    ],
    likes: [leo],
    views: 4,
  },
  {
    author: lumen,
    category: 'general',
    title: 'Brands want your feedback: what makes a brief easy to say yes to?',
    content:
      'We are rewriting our brief template at Lumen Labs. Creators: what do you wish every brief told you up front?',
    tags: ['briefs', 'feedback'],
    hoursAgo: 24 * 3,
    replies: [
      { author: maya, after: 1, content: 'The deliverables in one list: format, length, how many versions.' },
      { author: sam, after: 4, content: 'An example of a past piece you loved. It saves a lot of guessing.' },
      { author: leo, after: 7, content: 'How the reward is split between winners, and when it is paid.' },
    ],
    likes: [maya, sam, leo, priya, peak],
    views: 7,
  },
  {
    author: peak,
    category: 'networking',
    title: 'Trail and outdoor creators: our spring campaign is coming',
    content:
      'Peak Outdoor Co. will post a **hiking gear** brief next month. Follow along here if you film trails, camping or climbing.',
    tags: ['outdoor', 'hiking'],
    hoursAgo: 50,
    replies: [{ author: leo, after: 6, content: 'Count me in. I have a few alpine lake hikes planned for May.' }],
    likes: [leo, priya],
    views: 4,
  },
  {
    author: maya,
    category: 'general',
    title: 'How do you keep track of deadlines across several briefs?',
    content: 'I have four briefs open at once and I am starting to lose track. Calendar? Spreadsheet? Something else?',
    tags: ['productivity', 'deadlines'],
    hoursAgo: 30,
    replies: [
      {
        author: priya,
        after: 2,
        content:
          'A simple board with one column per stage: idea, shooting, editing, submitted. I sort each column by deadline.',
        solution: true,
      },
      { author: sam, after: 5, content: 'The days-left bar on each brief card is my daily check.' },
    ],
    likes: [priya, sam],
    views: 3,
  },
  {
    author: sam,
    category: 'tips',
    title: 'Writing a thread people actually finish',
    content:
      'What I learned from the coffee facts campaign: **one idea per post**, a number in the first line, and end with a question so people reply.',
    tags: ['writing', 'threads', 'copywriting'],
    hoursAgo: 20,
    replies: [
      {
        author: northwind,
        after: 3,
        content: 'Your thread was one of our favourites in that campaign. The closing question got great replies.',
      },
    ],
    likes: [northwind, maya, priya],
    views: 4,
  },
  {
    author: leo,
    category: 'networking',
    title: 'Anyone in Portland up for a collab shoot?',
    content:
      'Looking for a photographer to pair with for a weekend shoot: video from me, stills from you, and we both submit to the same brief.',
    tags: ['portland', 'collab'],
    hoursAgo: 6,
    replies: [{ author: priya, after: 1, content: 'I might be! Send me a message and let us compare calendars.' }],
    likes: [priya],
    views: 2,
  },
  {
    author: sam,
    category: 'support',
    title: 'How long does a withdrawal request take to be approved?',
    content: 'I asked to withdraw part of my credit yesterday. How long does the review usually take?',
    tags: ['withdrawals', 'wallet'],
    hoursAgo: 2,
    replies: [],
    likes: [],
    views: 1,
  },
  {
    author: admin,
    category: 'general',
    title: 'Scheduled maintenance on Sunday (finished)',
    content:
      'Briefly was briefly unavailable on Sunday between 06:00 and 06:20 UTC for a database upgrade. Everything is back to normal. This thread is locked.',
    tags: ['announcement'],
    hoursAgo: 24 * 15,
    locked: true,
    replies: [{ author: lumen, after: 1, content: 'Thanks for the heads-up!' }],
    likes: [lumen],
    views: 3,
  },
];

const HOUR_MS = 60 * 60 * 1000;

export async function seedForums(
  services: SeedServices,
  accounts: { adminId: string; brandIds: string[]; creatorIds: string[] },
  clock: MovableClock,
  now: Date,
): Promise<void> {
  const actor = (who: Who) => {
    if (who === 'admin') return { id: accounts.adminId, type: 'admin' as const };
    if ('brand' in who) return { id: accounts.brandIds[who.brand]!, type: 'brand' as const };
    return { id: accounts.creatorIds[who.creator]!, type: 'creator' as const };
  };
  const moderator = { id: accounts.adminId, ip: null };
  const forums = services.forums;
  // Oldest first, so the list's order is the order they were written in.
  const posts = [...DEMO_FORUM_POSTS].sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const demo of posts) {
    const postedAt = now.getTime() - demo.hoursAgo * HOUR_MS;
    const at = (hoursAfter: number) => clock.set(new Date(Math.min(postedAt + hoursAfter * HOUR_MS, now.getTime())));
    at(0);
    const post = await forums.createPost(
      actor(demo.author),
      { title: demo.title, content: demo.content, category: demo.category, tags: demo.tags },
      { enforceLimits: false },
    );
    let solutionId: string | null = null;
    for (const reply of demo.replies) {
      at(reply.after);
      const created = await forums.createReply(
        actor(reply.author),
        post.id,
        { content: reply.content },
        { enforceLimits: false },
      );
      if (reply.solution) solutionId = created.id;
    }
    const lastReply = Math.max(0, ...demo.replies.map((reply) => reply.after));
    for (const [index, who] of demo.likes.entries()) {
      at(index + 0.5);
      await forums.like(actor(who), post.id, true);
    }
    for (const who of EVERYONE.slice(0, demo.views)) {
      at(lastReply);
      await forums.getPost(actor(who), post.id);
    }
    at(lastReply);
    if (solutionId) await forums.setSolution(actor(demo.author), post.id, solutionId);
    if (demo.pinned || demo.locked)
      await forums.moderatePost(moderator, post.id, { isPinned: demo.pinned, isLocked: demo.locked });
  }
  clock.set(now);
}
