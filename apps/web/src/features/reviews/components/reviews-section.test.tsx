import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TReview } from '@briefly/shared/reputation';
import { CREATOR_USER, storeSession } from '@/test/brief-fixtures';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { ReviewsSection } from './reviews-section';

const review = (id: string, reviewerName: string): TReview => ({
  id,
  briefId: 'b1',
  briefTitle: 'Spring launch',
  reviewer: { id: `reviewer-${id}`, type: 'brand', name: reviewerName, userName: null, photo: null },
  reviewee: { id: 'brand-9', type: 'brand', name: 'Acme Studio', userName: null, photo: null },
  rating: 2,
  text: 'Slow to answer.',
  createdAt: new Date().toISOString(),
  publishedAt: new Date().toISOString(),
  reply: null,
});

describe('ReviewsSection', () => {
  it('says "Reported" (disabled) on a review the member reported, and after reporting one', async () => {
    storeSession(CREATOR_USER);
    notifications.clean();
    let reported = ['r1'];
    const report = vi.fn(() => {
      reported = [...reported, 'r2'];
      return json(201, { reported: true });
    });
    mockFetch({
      'GET /api/me': () => json(200, { user: CREATOR_USER }),
      'GET /api/reviews': () =>
        json(200, {
          reviews: [review('r1', 'Jo Brand'), review('r2', 'Sam Brand')],
          total: 2,
          page: 1,
          pageSize: 10,
          averageRating: 2,
        }),
      'GET /api/reviews/reported-by-me': () => json(200, { reviewIds: reported }),
      'POST /api/reviews/r2/report': report,
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <Notifications />
              <ReviewsSection userId="brand-9" name="Acme Studio" />
            </>
          ),
        },
      ],
      '/',
    );
    const first = await screen.findByRole('button', { name: 'You reported the review by Jo Brand' });
    expect(first).toBeDisabled();
    expect(first).toHaveTextContent('Reported');
    const second = screen.getByRole('button', { name: 'Report the review by Sam Brand' });
    expect(second).toBeEnabled();
    await userEvent.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What is wrong with it?' }), 'Not true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'You reported the review by Sam Brand' })).toBeDisabled();
  });
});
