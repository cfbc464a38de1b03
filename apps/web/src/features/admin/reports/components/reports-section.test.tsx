import type { TAdminReportResponse, TConversationReport } from '@briefly/shared/messaging';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { ReportsSection } from './reports-section';

const brand = { id: '11111111-1111-4111-8111-111111111111', name: 'Northwind Coffee', type: 'brand' as const };
const creator = { id: '22222222-2222-4222-8222-222222222222', name: 'Leo Martins', type: 'creator' as const };
const report: TConversationReport = {
  id: '33333333-3333-4333-8333-333333333333',
  conversationId: '44444444-4444-4444-8444-444444444444',
  reporter: creator,
  reported: brand,
  reason: 'Asked me to pay a fee outside Briefly',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const message = (
  id: string,
  senderId: string,
  content: string,
  extra: Partial<TAdminReportResponse['messages'][number]> = {},
) => ({
  id,
  conversationId: report.conversationId,
  senderId,
  content,
  type: 'text' as const,
  fileName: null,
  fileSize: null,
  mimeType: null,
  fileUrl: null,
  previewUrl: null,
  previewExpiresAt: null,
  timestamp: '2026-11-20T09:00:00.000Z',
  readAt: null,
  ...extra,
});

function renderSection(handlers: Parameters<typeof mockFetch>[0], address = '/admin/dashboard?tab=reports') {
  const fetchMock = mockFetch(handlers);
  renderRoutes([{ path: '/admin/dashboard', element: <ReportsSection /> }], address);
  return { fetchMock, user: userEvent.setup() };
}

describe('ReportsSection', () => {
  it('lists reports and reads a thread only when opened, as text', async () => {
    const thread: TAdminReportResponse = {
      report,
      conversation: {
        id: report.conversationId,
        participant1: brand,
        participant2: creator,
        briefTitle: 'Cold brew',
        createdAt: report.createdAt,
      },
      messages: [
        message('55555555-5555-4555-8555-555555555555', brand.id, 'Send $20 to <b>my account</b> first'),
        message('66666666-6666-4666-8666-666666666666', creator.id, 'shot.png', {
          type: 'file',
          fileName: 'shot.png',
          fileSize: 2048,
        }),
      ],
    };
    const { fetchMock, user } = renderSection({
      'GET /api/admin/messages/reports': () => json(200, { reports: [report], total: 1 }),
      [`GET /api/admin/messages/reports/${report.id}`]: () => json(200, thread),
    });
    const row = within(await screen.findByRole('table', { name: 'Reported conversations' })).getByRole('row', {
      name: /Leo Martins/,
    });
    expect(row).toHaveTextContent('Northwind Coffee (brand)');
    expect(row).toHaveTextContent('Asked me to pay a fee outside Briefly');
    expect(row).toHaveTextContent('Open');
    // Nothing read (and audited) until the admin opens it.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(report.id))).toBe(false);

    await user.click(within(row).getByRole('button', { name: /Read the conversation/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reported conversation' });
    const messages = await within(dialog).findByRole('list', { name: 'Messages' });
    expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
    expect(messages).toHaveTextContent('Send $20 to <b>my account</b> first');
    expect(messages.querySelector('b')).toBeNull();
    expect(messages).toHaveTextContent('📎 shot.png (2 kB)');
    expect(dialog).toHaveTextContent('This reading is recorded in the audit log.');
  });

  it('opens the report a Needs attention link names (?report=), and says when it names none', async () => {
    const thread: TAdminReportResponse = {
      report,
      conversation: {
        id: report.conversationId,
        participant1: brand,
        participant2: creator,
        briefTitle: null,
        createdAt: report.createdAt,
      },
      messages: [message('55555555-5555-4555-8555-555555555555', brand.id, 'Hello there')],
    };
    renderSection(
      {
        'GET /api/admin/messages/reports': () => json(200, { reports: [report], total: 1 }),
        [`GET /api/admin/messages/reports/${report.id}`]: () => json(200, thread),
      },
      `/admin/dashboard?tab=reports&report=${report.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reported conversation' });
    expect(await within(dialog).findByText('Hello there')).toBeInTheDocument();
  });

  it('says so when the report a link names is not in the list', async () => {
    renderSection(
      { 'GET /api/admin/messages/reports': () => json(200, { reports: [report], total: 1 }) },
      '/admin/dashboard?tab=reports&report=77777777-7777-4777-8777-777777777777',
    );
    expect(await screen.findByText('The report named in the link was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there is nothing reported', async () => {
    renderSection({ 'GET /api/admin/messages/reports': () => json(200, { reports: [], total: 0 }) });
    expect(await screen.findByText('No reported conversations')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot load', async () => {
    renderSection({
      'GET /api/admin/messages/reports': () => json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' }),
    });
    expect(await screen.findByText('Failed to load reported conversations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
