import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREATOR_USER, storeSession } from '@/test/brief-fixtures';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { PendingReviews } from './pending-reviews';

describe('PendingReviews', () => {
  it('names the star inputs "1 star" … "5 stars" for screen readers', async () => {
    storeSession(CREATOR_USER);
    mockFetch({
      'GET /api/me': () => json(200, { user: CREATOR_USER }),
      'GET /api/reviews/pending': () =>
        json(200, {
          pending: [
            {
              briefId: 'b1',
              briefTitle: 'Spring launch',
              reviewee: { id: 'brand-1', type: 'brand', name: 'Acme Studio', userName: null },
              since: new Date().toISOString(),
            },
          ],
          awaiting: [],
        }),
    });
    renderRoutes([{ path: '/', element: <PendingReviews /> }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Review Acme Studio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Acme Studio' });
    const names = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label'));
    expect(names).toEqual(['No rating', '1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
  });
});
