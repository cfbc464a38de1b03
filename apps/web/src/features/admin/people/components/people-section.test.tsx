import { ADMIN_MESSAGES } from '@briefly/shared/admin';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, json, mockFetch } from '@/test/fetch-mock';
import { adminBrand, adminCreator, page } from '@/test/fixtures/admin';
import { renderRoutes } from '@/test/render';
import { BrandsSection, CreatorsSection } from './people-section';

const brand = adminBrand();
const BRAND_PATH = `/api/admin/brands/${brand.id}`;

function renderSection(
  handlers: Parameters<typeof mockFetch>[0],
  entry = '/admin/dashboard?tab=brands',
  element = <BrandsSection />,
) {
  notifications.clean();
  const fetchMock = mockFetch(handlers);
  const view = renderRoutes(
    [
      {
        path: '/admin/dashboard',
        element: (
          <>
            <Notifications />
            {element}
          </>
        ),
      },
    ],
    entry,
  );
  return { fetchMock, router: view.router, user: userEvent.setup() };
}

/** The query of the last GET of a path. */
const lastQuery = (fetchMock: ReturnType<typeof mockFetch>, path: string) => {
  const calls = fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://test'))
    .filter((url) => url.pathname === path);
  return calls.at(-1)?.searchParams;
};

describe('Manage Brands', () => {
  it('lists brands with company, email, status and joined, ten per page from the server', async () => {
    const { fetchMock } = renderSection({
      'GET /api/admin/brands': () =>
        json(
          200,
          page('brands', [brand, adminBrand({ id: 'b2', companyName: 'Acme', isVerified: true })], { total: 2 }),
        ),
    });
    const table = await screen.findByRole('table', { name: 'Brands' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Company', 'Email', 'Status', 'Joined', 'Actions']);
    const row = within(table).getByRole('row', { name: /Northwind Coffee/ });
    expect(row).toHaveTextContent('brand@briefly.demo');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('Oct 1, 2026');
    expect(within(table).getByRole('row', { name: /Acme/ })).toHaveTextContent('Verified');
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    const query = lastQuery(fetchMock, '/api/admin/brands');
    expect(query?.get('limit')).toBe('10');
    expect(query?.has('page')).toBe(false);
  });

  it('keeps the search (after a pause), the status and the page in the address and sends them', async () => {
    const { fetchMock, router, user } = renderSection({
      'GET /api/admin/brands': () => json(200, page('brands', [brand], { total: 25 })),
    });
    await screen.findByRole('table', { name: 'Brands' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/admin/brands')?.get('page')).toBe('2'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'north');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/admin/brands')?.get('search')).toBe('north'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('search')).toBe('north');
    expect(params.get('tab')).toBe('brands');
    // A new search starts again at page 1.
    expect(params.has('page')).toBe(false);
    expect(lastQuery(fetchMock, '/api/admin/brands')?.has('page')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Verified' }));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/admin/brands')?.get('status')).toBe('verified'));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('verified');
    expect(lastQuery(fetchMock, '/api/admin/brands')?.get('search')).toBe('north');
  });

  it('reads its filters from the address on arrival', async () => {
    const { fetchMock } = renderSection(
      { 'GET /api/admin/brands': () => json(200, page('brands', [], { total: 0 })) },
      '/admin/dashboard?tab=brands&search=acme&status=pending&page=3',
    );
    expect(await screen.findByText('No brands found')).toBeInTheDocument();
    const query = lastQuery(fetchMock, '/api/admin/brands');
    expect(query?.get('search')).toBe('acme');
    expect(query?.get('status')).toBe('pending');
    expect(query?.get('page')).toBe('3');
    expect(screen.getByRole('searchbox', { name: 'Search brands' })).toHaveValue('acme');
  });

  it('shows a skeleton while loading, then an empty state', async () => {
    const answer = deferred<Response>();
    renderSection({ 'GET /api/admin/brands': () => answer.promise });
    expect(screen.getByLabelText('Loading brands')).toBeInTheDocument();
    answer.resolve(json(200, page('brands', [])));
    expect(await screen.findByText('No brands found')).toBeInTheDocument();
  });

  it('offers Retry when the list fails, and shows no rows', async () => {
    let calls = 0;
    const { user } = renderSection({
      'GET /api/admin/brands': () => {
        calls += 1;
        return calls === 1
          ? json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' })
          : json(200, page('brands', [brand]));
      },
    });
    expect(await screen.findByText('Failed to load brands')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Brands' })).toBeInTheDocument();
  });

  it('views a brand, edits it and verifies it', async () => {
    let stored = brand;
    const update = vi.fn((init: RequestInit | undefined) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      expect(body).toMatchObject({ companyName: 'Northwind Coffee', isVerified: true, accountStatus: 'active' });
      expect(body).not.toHaveProperty('password');
      stored = { ...brand, isVerified: true };
      return json(200, { brand: stored });
    });
    const { user } = renderSection({
      'GET /api/admin/brands': () => json(200, page('brands', [brand])),
      [`GET ${BRAND_PATH}`]: () => json(200, { brand: stored }),
      [`PUT ${BRAND_PATH}`]: update,
    });
    const table = await screen.findByRole('table', { name: 'Brands' });
    await user.click(within(table).getByRole('button', { name: 'View Northwind Coffee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brand details' });
    expect(await within(dialog).findByText('Ava Thompson')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'https://northwind.example' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit brand' });
    expect(within(edit).getByRole('textbox', { name: 'Company name' })).toHaveValue('Northwind Coffee');
    expect(within(edit).queryByLabelText('Password')).toBeNull();
    await user.click(within(edit).getByRole('switch', { name: /Verified/ }));
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    // Back to the view, with the saved brand.
    expect(await screen.findByRole('dialog', { name: 'Brand details' })).toHaveTextContent('Verified');
  });

  it('returns to the list after an edit opened from the row (saved or cancelled), not to a details window', async () => {
    const update = vi.fn(() => json(200, { brand: { ...brand, isVerified: true } }));
    const { user } = renderSection({
      'GET /api/admin/brands': () => json(200, page('brands', [brand])),
      [`GET ${BRAND_PATH}`]: () => json(200, { brand }),
      [`PUT ${BRAND_PATH}`]: update,
    });
    const table = await screen.findByRole('table', { name: 'Brands' });
    await user.click(within(table).getByRole('button', { name: 'Edit Northwind Coffee' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit brand' });
    await user.click(await within(edit).findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(table).getByRole('button', { name: 'Edit Northwind Coffee' }));
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Edit brand' })).findByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the details cannot be fetched', async () => {
    const { user } = renderSection({
      'GET /api/admin/brands': () => json(200, page('brands', [brand])),
      [`GET ${BRAND_PATH}`]: () => json(404, { error: ADMIN_MESSAGES.brandNotFound, code: 'NOT_FOUND' }),
    });
    await user.click(
      within(await screen.findByRole('table', { name: 'Brands' })).getByRole('button', {
        name: 'View Northwind Coffee',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Brand details' });
    expect(await within(dialog).findByText('Error fetching details')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(ADMIN_MESSAGES.brandNotFound);
  });

  it('creates a brand: a password of at least 6 characters, then the server’s answer', async () => {
    let attempt = 0;
    const create = vi.fn((init: RequestInit | undefined) => {
      attempt += 1;
      expect(JSON.parse(String(init?.body))).toEqual({
        companyName: 'Fresh Co',
        contactName: 'Fran',
        email: 'fresh@example.com',
        password: 'secret1',
        isVerified: false,
      });
      return attempt === 1
        ? json(409, { error: 'An account with this email already exists', code: 'EMAIL_TAKEN' })
        : json(201, { brand: adminBrand({ id: 'new', companyName: 'Fresh Co', email: 'fresh@example.com' }) });
    });
    const { user } = renderSection({
      'GET /api/admin/brands': () => json(200, page('brands', [brand])),
      'POST /api/admin/brands': create,
    });
    await screen.findByRole('table', { name: 'Brands' });
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add brand' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Company name' }), 'Fresh Co');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact name' }), 'Fran');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'fresh@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Password'), '1');
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: An account with this email already exists',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add brand' })).toBeNull());
  });

  it('asks before deleting, says the account is deactivated and its history kept, then deactivates it', async () => {
    const remove = vi.fn(() => json(200, { brand: { ...brand, accountStatus: 'deactivated' } }));
    const { user } = renderSection({
      'GET /api/admin/brands': () => json(200, page('brands', [brand])),
      [`DELETE ${BRAND_PATH}`]: remove,
    });
    await user.click(
      within(await screen.findByRole('table', { name: 'Brands' })).getByRole('button', {
        name: 'Delete Northwind Coffee',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete brand?' });
    expect(dialog).toHaveTextContent('will be deactivated');
    expect(dialog).toHaveTextContent('every money record are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete brand?' })).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await user.click(
      within(screen.getByRole('table', { name: 'Brands' })).getByRole('button', { name: 'Delete Northwind Coffee' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete brand?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Northwind Coffee was deactivated')).toBeInTheDocument();
  });

  it('offers no Delete on a deactivated account', async () => {
    renderSection({
      'GET /api/admin/brands': () => json(200, page('brands', [adminBrand({ accountStatus: 'deactivated' })])),
    });
    const table = await screen.findByRole('table', { name: 'Brands' });
    expect(within(table).getByRole('row', { name: /Northwind Coffee/ })).toHaveTextContent('Deactivated');
    expect(within(table).queryByRole('button', { name: 'Delete Northwind Coffee' })).toBeNull();
  });
});

describe('Manage Creators', () => {
  it('lists creators with full name, username, email, status and joined', async () => {
    renderSection(
      { 'GET /api/admin/creators': () => json(200, page('creators', [adminCreator()])) },
      '/admin/dashboard?tab=creators',
      <CreatorsSection />,
    );
    const table = await screen.findByRole('table', { name: 'Creators' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Full name', 'Username', 'Email', 'Status', 'Joined', 'Actions']);
    expect(within(table).getByRole('row', { name: /Maya Chen/ })).toHaveTextContent('@mayacreates');
  });

  it('creates a creator with the creator fields', async () => {
    const create = vi.fn((init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toEqual({
        userName: 'newbie',
        fullName: 'New Bie',
        email: 'newbie@example.com',
        password: 'secret1',
        isVerified: true,
      });
      return json(201, { creator: adminCreator({ id: 'c-new' }) });
    });
    const { user } = renderSection(
      { 'GET /api/admin/creators': () => json(200, page('creators', [])), 'POST /api/admin/creators': create },
      '/admin/dashboard?tab=creators',
      <CreatorsSection />,
    );
    await user.click(await screen.findByRole('button', { name: 'Add creator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add creator' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'New Bie');
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'newbie');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'newbie@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('switch', { name: /Verified/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  });
});
