// Rules: docs/product/briefs.md#brief-card (My Briefs cards), docs/product/brand-dashboard.md#creators
// (each creator with name and email) and docs/product/briefs.md#private-briefs; the buttons
// open the invitation modals (docs/decisions/006-submissions.md, "Invitations").
import type { TCreatorListItem } from '@briefly/shared/briefs';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BRAND_USER, makeBrandBrief, storeSession } from '@/test/brief-fixtures';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { InviteCreatorsButton, InviteToPrivateBriefButton } from './invite-buttons';

const maya: TCreatorListItem = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Maya Chen',
  email: 'maya@creators.test',
};
const sam: TCreatorListItem = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Sam Okafor',
  email: 'sam@writes.test',
};

function renderAt(element: ReactNode) {
  notifications.clean();
  storeSession(BRAND_USER);
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      {
        path: '/brand-dashboard',
        element: (
          <>
            <Notifications />
            {element}
          </>
        ),
      },
    ],
    '/brand-dashboard',
  );
  return { user, ...view };
}

describe('InviteCreatorsButton', () => {
  it('is not offered on a public brief', () => {
    const fetchMock = mockFetch({});
    renderAt(<InviteCreatorsButton brief={{ id: 'brief-1', title: 'Open call', isPrivate: false }} />);
    expect(screen.queryByRole('button', { name: 'Invite creators' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('invitations'))).toBe(false);
  });

  it("opens the brief's invitations without loading anything before, and Done closes it with a fresh selection next time", async () => {
    const fetchMock = mockFetch({
      'GET /api/briefs/brief-1/invitations': () => json(200, { invitations: [] }),
      'GET /api/brands/creators': () => json(200, { creators: [maya, sam], total: 2 }),
    });
    const brief = makeBrandBrief({ id: 'brief-1', title: 'Unbox our Winter Roast gift set', isPrivate: true });
    const { user } = renderAt(<InviteCreatorsButton brief={brief} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/brands/creators'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Invite creators' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite creators' });
    expect(dialog).toHaveTextContent(brief.title);
    await user.click(await screen.findByRole('checkbox', { name: 'Maya Chen (maya@creators.test)' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Invite creators' }));
    expect(await screen.findByRole('checkbox', { name: 'Maya Chen (maya@creators.test)' })).not.toBeChecked();
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
  });
});

describe('InviteToPrivateBriefButton', () => {
  it('opens the picker for this creator, closes on Cancel, and closes by itself after inviting', async () => {
    const brief = makeBrandBrief({ id: 'brief-1', title: 'Unbox our Winter Roast gift set', isPrivate: true });
    mockFetch({
      'GET /api/brands/briefs': () => json(200, { briefs: [brief] }),
      'GET /api/briefs/brief-1/invitations': () => json(200, { invitations: [] }),
      'POST /api/briefs/brief-1/invitations': () =>
        json(200, {
          invitations: [
            {
              creatorId: maya.id,
              fullName: maya.name,
              userName: 'mayacreates',
              email: maya.email,
              invitedAt: new Date().toISOString(),
            },
          ],
        }),
    });
    const { user } = renderAt(<InviteToPrivateBriefButton creator={maya} />);

    await user.click(screen.getByRole('button', { name: 'Invite to a private brief' }));
    expect(await screen.findByRole('dialog', { name: 'Invite to a private brief' })).toHaveTextContent(
      'Invite Maya Chen (maya@creators.test)',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Invite to a private brief' }));
    await screen.findByRole('dialog', { name: 'Invite to a private brief' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(`Maya Chen was invited to “${brief.title}”.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
