import type { TBrandBrief, TBrief } from '@briefly/shared/briefs';

const DAY = 24 * 60 * 60 * 1000;

/** A published, funded public brief; deadline 10 days ahead. */
export function makeBrief(overrides: Partial<TBrief> = {}): TBrief {
  const now = Date.now();
  return {
    id: 'b1',
    title: 'Brew Talk podcast launch clips',
    description: 'Cut short clips from the first episodes.',
    requirements: 'Three vertical clips of 30–60 seconds.',
    location: 'Anywhere',
    template: 'podcast-live',
    status: 'published',
    isFunded: true,
    fundedAt: new Date(now - 4 * DAY).toISOString(),
    isPrivate: false,
    deadline: new Date(now + 10 * DAY).toISOString(),
    amountOfWinners: 3,
    revisionLimit: 2,
    reward: 1500,
    totalRewardValue: 1500,
    totalRewardsPaid: 0,
    rewardTiers: [
      {
        id: 't1',
        tierNumber: 1,
        position: 1,
        name: '1st Place',
        description: '',
        amount: 750,
        cashAmount: 750,
        creditAmount: 0,
        isActive: true,
      },
      {
        id: 't2',
        tierNumber: 2,
        position: 2,
        name: '2nd Place',
        description: '',
        amount: 450,
        cashAmount: 450,
        creditAmount: 0,
        isActive: true,
      },
      {
        id: 't3',
        tierNumber: 3,
        position: 3,
        name: '3rd Place',
        description: '',
        amount: 300,
        cashAmount: 300,
        creditAmount: 0,
        isActive: true,
      },
    ],
    rewardType: 'CASH',
    winnerRewards: [
      { position: 1, amount: 750, cashAmount: 750, creditAmount: 0, prizeDescription: null },
      { position: 2, amount: 450, cashAmount: 450, creditAmount: 0, prizeDescription: null },
      { position: 3, amount: 300, cashAmount: 300, creditAmount: 0, prizeDescription: null },
    ],
    additionalFields: { podcastName: 'Brew Talk' },
    brandName: 'Northwind Coffee',
    brand: {
      id: 'brand-1',
      companyName: 'Northwind Coffee',
      contactName: 'Ava Thompson',
      logo: null,
      photo: null,
      socialWebsite: 'https://northwind.example',
      socialInstagram: '@northwindcoffee',
      socialTwitter: '',
      socialLinkedIn: '',
    },
    category: 'creative',
    submissionsCount: 0,
    winnersCount: 0,
    submissions: [],
    winners: [],
    createdAt: new Date(now - 4 * DAY).toISOString(),
    updatedAt: new Date(now - 4 * DAY).toISOString(),
    archivedAt: null,
    ...overrides,
  };
}

export function makeBrandBrief(overrides: Partial<TBrandBrief> = {}): TBrandBrief {
  return { ...makeBrief(), fundedAmount: 1500, heldAmount: 1500, unsettledAwards: 0, ...overrides };
}

export const BRAND_USER = {
  id: 'brand-1',
  type: 'brand',
  email: 'brand@briefly.demo',
  name: 'Northwind Coffee',
  companyName: 'Northwind Coffee',
  contactName: 'Ava Thompson',
} as const;
export const CREATOR_USER = {
  id: 'creator-1',
  type: 'creator',
  email: 'creator@briefly.demo',
  name: 'Maya Chen',
  fullName: 'Maya Chen',
  userName: 'mayacreates',
} as const;

/** Stores a session as the app does after sign-in. */
export function storeSession(user: { id: string }) {
  window.localStorage.setItem('token', `token-${user.id}`);
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('userId', user.id);
}
