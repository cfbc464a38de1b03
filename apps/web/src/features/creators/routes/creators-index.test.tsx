import type { TDirectoryCreator, TPublicCreatorsResponse } from '@briefly/shared/creator-directory';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { CreatorsIndexRoute, creatorsIndexParams } from './creators-index';

// The public creators index (docs/product/creator-directory.md#the-public-index).

const creator = (overrides: Partial<TDirectoryCreator> = {}): TDirectoryCreator => ({
  id: 'c1',
  userName: 'ana',
  displayName: 'Ana Ruiz',
  location: 'Portland, Oregon',
  categories: ['creative'],
  platforms: ['youtube'],
  averageRating: 4.5,
  reviewCount: 2,
  briefsWon: 3,
  approvalRate: 80,
  memberSince: '2026-01-01T00:00:00.000Z',
  photo: null,
  portfolio: [],
  ...overrides,
});

const page = (creators: TDirectoryCreator[], number = 1, hasNextPage = false): TPublicCreatorsResponse => ({
  creators,
  page: number,
  hasNextPage,
});

describe('CreatorsIndexRoute', () => {
  it('lists creators with their record and links the next and previous pages', async () => {
    const fetchMock = mockFetch({ 'GET /api/creators': () => json(200, page([creator()], 2, true)) });
    renderRoutes([{ path: '/creators', element: <CreatorsIndexRoute /> }], '/creators?category=technical&page=2');
    const card = await screen.findByRole('listitem', { name: 'Ana Ruiz' });
    expect(within(card).getByText('Won 3 briefs')).toBeInTheDocument();
    // No portfolio: a sentence in the thumbnails' place, not three empty frames.
    expect(within(card).getByText('No work on the profile yet')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: /Previous page/ })).toHaveAttribute(
      'href',
      '/creators?category=technical',
    );
    expect(within(pages).getByRole('link', { name: /Next page/ })).toHaveAttribute(
      'href',
      '/creators?category=technical&page=3',
    );
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/creators'));
    expect(asked).toContain('category=technical');
    expect(asked).toContain('page=2');
  });

  it('says when nobody is listed in a category and offers every creator', async () => {
    mockFetch({ 'GET /api/creators': () => json(200, page([])) });
    renderRoutes([{ path: '/creators', element: <CreatorsIndexRoute /> }], '/creators?category=business');
    expect(await screen.findByText('No creators here yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Show all creators/ })).toHaveAttribute('href', '/creators');
  });

  it('reads only known categories and sensible page numbers from the address', () => {
    expect(creatorsIndexParams(new URLSearchParams('category=nope&page=-2'))).toEqual({ category: undefined, page: 1 });
    expect(creatorsIndexParams(new URLSearchParams('category=creative&page=4'))).toEqual({
      category: 'creative',
      page: 4,
    });
  });
});
