import { localDateTime, type EventCategory, type EventType } from '@briefly/shared/event-rules';
import type { SeedServices } from './seed-services.ts';
import type { MovableClock } from '../platform/module.ts';

// Demo events (demo mode only): past ones (one recorded), ones to come (one paid, one full), made
// by the demo admin through the events service "as of" a few days before each, and registrations by
// demo accounts through the same service, so seats, reminders and figures are real.

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoEvent {
  title: string;
  description: string;
  type: EventType;
  category: EventCategory;
  host: { name: string; type: 'team' | 'brand' | 'creator' | 'guest'; bio: string };
  /** Days from the seed's now to the start (negative: already happened), and the local start time. */
  startsInDays: number;
  localTime: string;
  timezone: string;
  duration: number;
  maxAttendees: number | null;
  price?: number;
  tags: string[];
  requirements?: string[];
  learningOutcomes?: string[];
  agenda?: Array<{ time: string; topic: string; speaker?: string }>;
  featured?: boolean;
  recordingUrl?: string;
  /** Demo accounts registered: indexes into DEMO_BRANDS and DEMO_CREATORS. */
  brands?: number[];
  creators?: number[];
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Pitching brands 101',
    description:
      'What brands look for in a submission, how to open with a hook, and how to price your work. Recorded for everyone who could not make it.',
    type: 'webinar',
    category: 'education',
    host: {
      name: 'Briefly Creator Team',
      type: 'team',
      bio: 'The people who review thousands of briefs and submissions every month.',
    },
    startsInDays: -14,
    localTime: '17:00',
    timezone: 'America/New_York',
    duration: 60,
    maxAttendees: 100,
    tags: ['pitching', 'pricing', 'beginners'],
    learningOutcomes: ['A three-line pitch you can reuse', 'How to read a brief’s requirements'],
    agenda: [
      { time: '17:00', topic: 'What brands look for', speaker: 'Briefly Creator Team' },
      { time: '17:30', topic: 'Live pitch reviews' },
      { time: '17:50', topic: 'Questions' },
    ],
    recordingUrl: 'https://www.youtube.com/watch?v=briefly-pitching-101',
    creators: [0, 1, 2],
  },
  {
    title: 'Creator meetup: Portland',
    description: 'An evening of coffee and show-and-tell with creators and brands from the Pacific Northwest.',
    type: 'networking',
    category: 'networking',
    host: { name: 'Northwind Coffee', type: 'brand', bio: 'Small-batch roasters from Seattle.' },
    startsInDays: -5,
    localTime: '18:30',
    timezone: 'America/Los_Angeles',
    duration: 120,
    maxAttendees: 40,
    tags: ['in person', 'portland'],
    creators: [0, 3],
    brands: [0],
  },
  {
    title: 'Brand × creator speed networking',
    description:
      'Five-minute video rounds between brands with open briefs and creators looking for their next one. Small on purpose.',
    type: 'networking',
    category: 'business',
    host: { name: 'Briefly Creator Team', type: 'team', bio: 'We pair people who should work together.' },
    startsInDays: 1,
    localTime: '16:00',
    timezone: 'Europe/London',
    duration: 45,
    maxAttendees: 5,
    tags: ['speed networking', 'open briefs'],
    requirements: ['A camera and a microphone', 'One line about what you make'],
    creators: [1, 2, 3],
    brands: [1, 2],
  },
  {
    title: 'Short-form video editing workshop',
    description:
      'Hands-on: cut a 45-second vertical video from raw footage, with captions, a hook in the first second and a loop at the end.',
    type: 'workshop',
    category: 'creative',
    host: {
      name: 'Leo Martins',
      type: 'creator',
      bio: 'Filmmaker and editor; 300k followers across TikTok and YouTube Shorts.',
    },
    startsInDays: 3,
    localTime: '11:00',
    timezone: 'America/New_York',
    duration: 90,
    maxAttendees: 50,
    tags: ['video', 'editing', 'captions', 'tiktok', 'reels'],
    requirements: ['A phone or computer with a video editor', 'Ten minutes of your own footage'],
    learningOutcomes: ['A hook that holds the first second', 'Captions that read on mute', 'A loop that gets replays'],
    agenda: [
      { time: '11:00', topic: 'The first second', speaker: 'Leo Martins' },
      { time: '11:30', topic: 'Cutting together', speaker: 'Leo Martins' },
      { time: '12:15', topic: 'Feedback round' },
    ],
    featured: true,
    creators: [1, 3],
    brands: [0],
  },
  {
    title: 'Briefs that creators love',
    description:
      'For brands: how to write a brief that gets twenty strong submissions instead of two, with real examples from the marketplace.',
    type: 'webinar',
    category: 'business',
    host: { name: 'Lumen Labs', type: 'brand', bio: 'Smart lighting for focused work.' },
    startsInDays: 7,
    localTime: '10:00',
    timezone: 'Europe/Berlin',
    duration: 45,
    maxAttendees: 100,
    tags: ['brands', 'writing'],
    learningOutcomes: ['A brief template that works', 'How to set tiers that motivate'],
    brands: [0, 1],
  },
  {
    title: 'Analytics for creators: reading your numbers',
    description: 'Retention curves, reach versus impressions, and which numbers brands actually ask about.',
    type: 'webinar',
    category: 'technical',
    host: { name: 'Sam Okafor', type: 'creator', bio: 'Writes threads about APIs and analytics.' },
    startsInDays: 10,
    localTime: '19:00',
    timezone: 'Asia/Kolkata',
    duration: 60,
    maxAttendees: null,
    tags: ['analytics', 'data', 'growth', 'youtube'],
    creators: [2],
  },
  {
    title: 'Creator Economy Summit',
    description:
      'A day of talks from brands and creators on where paid partnerships are going. Tickets are sold by the organiser.',
    type: 'conference',
    category: 'business',
    host: { name: 'Creator Economy Summit', type: 'guest', bio: 'An independent yearly conference.' },
    startsInDays: 21,
    localTime: '09:30',
    timezone: 'America/Chicago',
    duration: 480,
    maxAttendees: 75,
    price: 25,
    tags: ['conference', 'talks', 'partnerships'],
  },
];

/** Creates the demo events and their registrations, each as of a few days before its start; the clock is left at `now`. */
export async function seedDemoEvents(
  services: SeedServices,
  accounts: { adminId: string; brandIds: string[]; creatorIds: string[] },
  clock: MovableClock,
  now: Date,
): Promise<void> {
  const admin = { id: accounts.adminId, ip: null };
  for (const demo of DEMO_EVENTS) {
    const startDay = new Date(now.getTime() + demo.startsInDays * DAY_MS);
    // Made ten days before it starts (or today, for ones soon), people registered in the days after.
    const createdAt = new Date(Math.min(now.getTime(), startDay.getTime() - 10 * DAY_MS));
    clock.set(createdAt);
    const { date } = localDateTime(startDay, demo.timezone);
    const event = await services.communityEvents.create(admin, {
      title: demo.title,
      description: demo.description,
      type: demo.type,
      category: demo.category,
      host: { name: demo.host.name, type: demo.host.type, avatar: null, bio: demo.host.bio },
      date,
      time: demo.localTime,
      timezone: demo.timezone,
      duration: demo.duration,
      maxAttendees: demo.maxAttendees,
      price: demo.price ?? 0,
      isRecorded: demo.recordingUrl !== undefined,
      recordingUrl: demo.recordingUrl ?? null,
      tags: demo.tags,
      requirements: demo.requirements ?? [],
      learningOutcomes: demo.learningOutcomes ?? [],
      agenda: (demo.agenda ?? []).map((item) => ({
        time: item.time,
        topic: item.topic,
        speaker: item.speaker ?? null,
      })),
      featured: demo.featured ?? false,
    });
    clock.set(new Date(Math.min(now.getTime(), createdAt.getTime() + DAY_MS)));
    for (const index of demo.creators ?? [])
      await services.communityEvents.register({ id: accounts.creatorIds[index]!, type: 'creator' }, event.id);
    for (const index of demo.brands ?? [])
      await services.communityEvents.register({ id: accounts.brandIds[index]!, type: 'brand' }, event.id);
  }
  clock.set(now);
}
