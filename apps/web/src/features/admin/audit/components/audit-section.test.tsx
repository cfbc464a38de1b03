import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { auditRow, page } from '@/test/fixtures/admin';
import { renderRoutes } from '@/test/render';
import { diffLines, readable } from './audit-diff';
import { AuditSection } from './audit-section';

function renderSection(handlers: Parameters<typeof mockFetch>[0], entry = '/admin/dashboard?tab=audit') {
  const fetchMock = mockFetch(handlers);
  const view = renderRoutes([{ path: '/admin/dashboard', element: <AuditSection /> }], entry);
  return { fetchMock, router: view.router, user: userEvent.setup() };
}

const lastQuery = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://test'))
    .filter((url) => url.pathname === '/api/admin/audit')
    .at(-1)?.searchParams;

describe('Audit log', () => {
  it('lists entries and shows before and after as a field diff', async () => {
    const { user } = renderSection({
      'GET /api/admin/audit': () =>
        json(
          200,
          page('entries', [
            auditRow(),
            auditRow({ id: 'a2', actorId: null, actorEmail: null, action: 'payout.transferred' }),
          ]),
        ),
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(table).getByRole('row', { name: /admin\.brand\.verified/ });
    expect(row).toHaveTextContent('admin@briefly.demo');
    expect(row).toHaveTextContent('1 field changed');
    expect(within(table).getByRole('row', { name: /payout\.transferred/ })).toHaveTextContent('System');
    await user.click(within(row).getByRole('button', { name: /^Changes of admin\.brand\.verified/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    const changes = within(dialog).getByRole('table', { name: 'Changes' });
    expect(within(changes).getByRole('row', { name: /isVerified/ })).toHaveTextContent('isVerifiedfalsetrue');
    expect(dialog).toHaveTextContent('1 other field unchanged.');
  });

  it('filters by action, record type and dates, in the address and the request', async () => {
    const { fetchMock, router, user } = renderSection({
      'GET /api/admin/audit': () => json(200, page('entries', [auditRow()], { total: 30 })),
    });
    await screen.findByRole('table', { name: 'Audit log' });
    await user.type(screen.getByRole('textbox', { name: /Action/ }), 'admin.brand.');
    await waitFor(() => expect(lastQuery(fetchMock)?.get('action')).toBe('admin.brand.'));
    await user.click(screen.getByRole('combobox', { name: 'Record type' }));
    await user.click(await screen.findByRole('option', { name: 'Brand' }));
    await waitFor(() => expect(lastQuery(fetchMock)?.get('entityType')).toBe('brand'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(lastQuery(fetchMock)?.get('from')).toBe('2026-11-01'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(fetchMock)?.get('page')).toBe('2'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      tab: 'audit',
      action: 'admin.brand.',
      entityType: 'brand',
      from: '2026-11-01',
      page: '2',
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ tab: 'audit' }),
    );
  });

  it('offers Retry and an empty state', async () => {
    let fail = true;
    const { user } = renderSection({
      'GET /api/admin/audit': () =>
        fail ? json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' }) : json(200, page('entries', [])),
    });
    expect(await screen.findByText('Failed to load the audit log')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No audit entries')).toBeInTheDocument();
  });
});

describe('diffLines', () => {
  it('keeps the fields that changed, from a creation, a change or a removal', () => {
    expect(diffLines(null, { a: 1 })).toEqual({ changed: [{ key: 'a', before: undefined, after: 1 }], unchanged: 0 });
    expect(diffLines({ a: 1, b: [1] }, { a: 2, b: [1] })).toEqual({
      changed: [{ key: 'a', before: 1, after: 2 }],
      unchanged: 1,
    });
    expect(diffLines('x', 'y')).toEqual({ changed: [{ key: 'value', before: 'x', after: 'y' }], unchanged: 0 });
    expect(readable(null)).toBe('—');
    expect(readable({ a: 1 })).toBe('{"a":1}');
  });
});
