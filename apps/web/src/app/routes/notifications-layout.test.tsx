import type { TSessionUser } from '@briefly/shared/auth';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { RewardManagementLayout } from './notifications-layout';

const brand: TSessionUser = { id: 'b1', type: 'brand', email: 'brand@example.test', name: 'Acme', companyName: 'Acme' };

describe('RewardManagementLayout (docs/product/brand-dashboard.md#manage-rewards)', () => {
  it('keeps /brand/reward-management inside the brand dashboard frame, Manage Rewards & Payments current', async () => {
    window.localStorage.setItem('token', 'stored-token');
    window.localStorage.setItem('user', JSON.stringify(brand));
    window.localStorage.setItem('userId', brand.id);
    mockFetch({
      'GET /api/notifications': () => json(200, { notifications: [], unreadCount: 0 }),
      'GET /api/notifications/unread-count': () => json(200, { count: 0 }),
    });
    renderRoutes(
      [
        {
          element: <RewardManagementLayout />,
          children: [{ path: '/brand/reward-management', element: <h1>Reward Management</h1> }],
        },
      ],
      '/brand/reward-management',
    );

    expect(await screen.findByRole('heading', { name: 'Reward Management' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Brand dashboard' });
    expect(within(nav).getByRole('link', { name: 'Manage Rewards & Payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/brand/dashboard');
    expect(screen.getByText('Acme')).toBeInTheDocument();
  });
});
