import type { TPublicCreatorProfile, TReview } from '@briefly/shared/reputation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { CreatorProfilePage } from './public-profile-pages';

const profile: TPublicCreatorProfile = {
  id: '11111111-1111-4111-8111-111111111111',
  userName: 'mayacreates',
  displayName: 'Maya Chen',
  bio: 'Short vertical videos for tech brands.',
  location: 'Lisbon',
  socialLinks: ['https://www.tiktok.com/@maya'],
  categories: ['creative'],
  memberSince: '2026-01-05T10:00:00.000Z',
  photo: null,
  figures: { briefsWon: 2, submissionsApproved: 3, approvalRate: 75, averageRating: 4.5, reviewCount: 2 },
  portfolio: [
    {
      submissionId: 's1',
      briefId: 'b1',
      briefTitle: 'Gear review',
      brandId: 'brand-1',
      brandName: 'Peak Outdoors',
      contentUrl: 'https://www.tiktok.com/@maya/video/1',
      won: true,
      place: 1,
      date: '2026-03-01T10:00:00.000Z',
      cover: null,
    },
    {
      submissionId: 's2',
      briefId: 'b2',
      briefTitle: 'Trail video',
      brandId: 'brand-1',
      brandName: 'Peak Outdoors',
      contentUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      won: false,
      place: null,
      date: '2026-02-01T10:00:00.000Z',
      cover: null,
    },
  ],
};
const review: TReview = {
  id: 'r1',
  briefId: 'b1',
  briefTitle: 'Gear review',
  reviewer: { id: 'brand-1', type: 'brand', name: 'Peak Outdoors', userName: null, photo: null },
  reviewee: { id: profile.id, type: 'creator', name: 'Maya Chen', userName: 'mayacreates', photo: null },
  rating: 5,
  text: 'Delivered early.',
  createdAt: '2026-03-02T10:00:00.000Z',
  publishedAt: '2026-03-03T10:00:00.000Z',
  reply: { text: 'Thank you!', at: '2026-03-04T10:00:00.000Z' },
};

describe('CreatorProfilePage', () => {
  it('shows what the creator wrote, the computed figures, the portfolio and the published reviews', async () => {
    mockFetch({
      'GET /api/me': () => json(401, { error: 'Unauthorized', code: 'UNAUTHORIZED' }),
      'GET /api/creators/mayacreates/profile': () => json(200, { profile }),
      'GET /api/reviews': () => json(200, { reviews: [review], total: 1, page: 1, pageSize: 10, averageRating: 5 }),
    });
    renderRoutes([{ path: '/creators/:userName', element: <CreatorProfilePage /> }], '/creators/mayacreates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Chen' })).toBeInTheDocument();
    expect(screen.getByText('Short vertical videos for tech brands.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Approval rate' })).toHaveTextContent('75%');
    expect(screen.getByRole('group', { name: 'Briefs won' })).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /tiktok\.com\/@maya\/video\/1/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    // A YouTube item shows its standard thumbnail (decorative: the title names it); others the platform's icon card.
    expect(screen.getByRole('button', { name: 'Open Gear review' })).toContainElement(
      screen.getAllByRole('img', { name: 'TikTok' })[0]!,
    );
    const thumbnails = document.querySelectorAll('img[src^="https://i.ytimg.com/"]');
    expect([...thumbnails].map((img) => img.getAttribute('src'))).toEqual([
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    ]);
    const card = await screen.findByRole('listitem', { name: 'Review by Peak Outdoors' });
    expect(card).toHaveTextContent('Worked together on “Gear review”');
    expect(card).toHaveTextContent('Thank you!');
    expect(within(card).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    // Signed out: no Reply or Report.
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens a portfolio item in the viewer: the brief, the result and the link', async () => {
    mockFetch({
      'GET /api/me': () => json(401, { error: 'Unauthorized', code: 'UNAUTHORIZED' }),
      'GET /api/creators/mayacreates/profile': () => json(200, { profile }),
      'GET /api/reviews': () => json(200, { reviews: [], total: 0, page: 1, pageSize: 10, averageRating: null }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/creators/:userName', element: <CreatorProfilePage /> }], '/creators/mayacreates');
    await user.click(await screen.findByRole('button', { name: 'Open Trail video' }));
    const viewer = await screen.findByRole('dialog', { name: 'Trail video' });
    expect(viewer).toHaveTextContent('Approved');
    expect(viewer).toHaveTextContent('Peak Outdoors');
    expect(within(viewer).getByRole('link', { name: /Open on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it("says a winning item's place in the viewer: Winner · 1st place", async () => {
    mockFetch({
      'GET /api/me': () => json(401, { error: 'Unauthorized', code: 'UNAUTHORIZED' }),
      'GET /api/creators/mayacreates/profile': () => json(200, { profile }),
      'GET /api/reviews': () => json(200, { reviews: [], total: 0, page: 1, pageSize: 10, averageRating: null }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/creators/:userName', element: <CreatorProfilePage /> }], '/creators/mayacreates');
    await user.click(await screen.findByRole('button', { name: 'Open Gear review' }));
    const viewer = await screen.findByRole('dialog', { name: 'Gear review' });
    expect(viewer).toHaveTextContent('Winner · 1st place');
    expect(viewer).not.toHaveTextContent('Approved');
  });

  it('says "Creator not found" for a deactivated or unknown creator', async () => {
    mockFetch({
      'GET /api/me': () => json(401, { error: 'Unauthorized', code: 'UNAUTHORIZED' }),
      'GET /api/creators/gone/profile': () => json(404, { error: 'Creator not found', code: 'NOT_FOUND' }),
    });
    renderRoutes([{ path: '/creators/:userName', element: <CreatorProfilePage /> }], '/creators/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Creator not found' })).toBeInTheDocument();
  });
});
