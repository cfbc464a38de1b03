import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/test/brief-fixtures';
import { json, mockFetch } from '@/test/fetch-mock';
import { ADMIN_USER } from '@/test/fixtures/admin';
import { renderRoutes, TestProviders } from '@/test/render';
import { AdminDashboardRoute } from './admin-shell';

const LazySection = lazy(async () => ({ default: () => <p>Brands section body</p> }));

function renderDashboard(entry: string) {
  storeSession(ADMIN_USER);
  mockFetch({ 'GET /api/me': () => json(200, { user: ADMIN_USER }) });
  renderRoutes(
    [
      {
        path: '/admin/dashboard',
        element: <AdminDashboardRoute sections={{ brands: <LazySection /> }} counts={{ attention: 4 }} />,
      },
    ],
    entry,
  );
}

describe('AdminDashboardRoute', () => {
  it('lists every section in the menu, Needs attention with its count, the Audit log and Time zone & security at the end', async () => {
    renderDashboard('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin dashboard' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '')
      .filter((label) => label !== 'Back to home');
    expect(labels.slice(0, 2).join('|')).toMatch(/^Overview\|Needs attention/);
    expect(labels.join('|')).toContain('Events');
    expect(labels.join('|')).toContain('Success Stories');
    expect(labels.at(-2)).toContain('Audit log');
    expect(labels.at(-1)).toContain('Time zone & security');
    expect(within(nav).getByRole('link', { name: /Needs attention/ })).toHaveTextContent('4');
  });

  it('loads a composed section lazily under its title', async () => {
    renderDashboard('/admin/dashboard?tab=brands');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Brands' })).toBeInTheDocument();
    expect(await screen.findByText('Brands section body')).toBeInTheDocument();
  });

  it('says in one line that a section no feature fills yet is not available', async () => {
    renderDashboard('/admin/dashboard?tab=events');
    expect(await screen.findByText('Managing events is not available yet.')).toBeInTheDocument();
  });

  it('Logout signs the admin out to the admin sign-in page, not the home page', async () => {
    storeSession(ADMIN_USER);
    mockFetch({
      'GET /api/me': () => json(200, { user: ADMIN_USER }),
      'POST /api/logout': () => json(200, { success: true }),
    });
    const onSignedOut = vi.fn();
    const router = createMemoryRouter([{ path: '/admin/dashboard', element: <AdminDashboardRoute sections={{}} /> }], {
      initialEntries: ['/admin/dashboard'],
    });
    render(
      <TestProviders onSignedOut={onSignedOut}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Admin dashboard' });
    await userEvent.click(within(nav).getByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledWith('/admin/login'));
  });
});
