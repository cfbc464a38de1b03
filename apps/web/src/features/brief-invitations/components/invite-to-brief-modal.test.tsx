// Rules: docs/product/brand-dashboard.md#creators (each creator with name and email) and
// docs/product/briefs.md#private-briefs (only invited creators can see a private brief);
// invitation contract in docs/decisions/006-submissions.md ("Invitations") and
// packages/shared/src/submissions.ts (ZInviteCreatorsRequest, ZBriefInvitationsResponse).
import type { TCreatorListItem } from '@briefly/shared/briefs';
import { INVITATION_MESSAGES, type TBriefInvitationsResponse } from '@briefly/shared/submissions';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/brief-display';
import { BRAND_USER, makeBrandBrief, storeSession } from '@/test/brief-fixtures';
import { deferred, json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { InviteToBriefModal } from './invite-to-brief-modal';

const maya: TCreatorListItem = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Maya Chen',
  email: 'maya@creators.test',
};
const BRIEFS = 'GET /api/brands/briefs';

const winterRoast = makeBrandBrief({ id: 'brief-1', title: 'Unbox our Winter Roast gift set', isPrivate: true });
const podcast = makeBrandBrief({ id: 'brief-2', title: 'Brew Talk launch clips', isPrivate: true, status: 'draft' });
const publicBrief = makeBrandBrief({ id: 'brief-3', title: 'Open call for latte art', isPrivate: false });
const archivedPrivate = makeBrandBrief({
  id: 'brief-4',
  title: 'Old private campaign',
  isPrivate: true,
  status: 'archived',
});

const INVITED_AT = '2025-03-02T10:00:00.000Z';
const none: TBriefInvitationsResponse = { invitations: [] };
const withMaya: TBriefInvitationsResponse = {
  invitations: [
    { creatorId: maya.id, fullName: maya.name, userName: 'mayacreates', email: maya.email, invitedAt: INVITED_AT },
  ],
};
const bodyOf = (handler: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((handler.mock.calls[0] as [RequestInit])[0].body)) as unknown;

function renderModal(creator: TCreatorListItem | null = maya) {
  notifications.clean();
  storeSession(BRAND_USER);
  const user = userEvent.setup();
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/brand-dashboard',
        element: (
          <>
            <Notifications />
            <InviteToBriefModal creator={creator} onClose={onClose} />
          </>
        ),
      },
    ],
    '/brand-dashboard?tab=creators',
  );
  return { user, onClose, ...view };
}

const dialog = () => screen.findByRole('dialog', { name: 'Invite to a private brief' });
const briefPicker = () => screen.getByRole('combobox', { name: 'Private brief' });
const inviteButton = () => screen.getByRole('button', { name: 'Invite' });

async function chooseBrief(user: UserEvent, title: string) {
  await user.click(briefPicker());
  await user.click(await screen.findByRole('option', { name: title }));
}

describe('InviteToBriefModal', () => {
  it('renders nothing while no creator is chosen', () => {
    mockFetch({});
    renderModal(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("loads the brand's briefs, then offers only the private, not archived ones", async () => {
    const answer = deferred<Response>();
    mockFetch({ [BRIEFS]: () => answer.promise });
    const { user } = renderModal();
    const modal = await dialog();
    // Loading: no picker and no button to send yet.
    expect(screen.queryByRole('combobox', { name: 'Private brief' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(modal).not.toHaveTextContent('Maya Chen');

    answer.resolve(json(200, { briefs: [winterRoast, publicBrief, podcast, archivedPrivate] }));
    expect(await screen.findByRole('combobox', { name: 'Private brief' })).toHaveValue('');
    expect(modal).toHaveTextContent(
      'Invite Maya Chen (maya@creators.test) to see and apply to one of your private briefs.',
    );
    // Nothing chosen yet: nothing to send.
    expect(inviteButton()).toBeDisabled();

    await user.click(briefPicker());
    const options = await screen.findAllByRole('option');
    expect(options.map((entry) => entry.textContent)).toEqual([winterRoast.title, podcast.title]);
  });

  it('says so when the brand has no private brief, offering only Cancel', async () => {
    mockFetch({ [BRIEFS]: () => json(200, { briefs: [publicBrief, archivedPrivate] }) });
    const { user, onClose } = renderModal();
    expect(await screen.findByText(/You have no private briefs\./)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Private brief' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('picks the only private brief by itself and invites the creator: exact body, busy button, toast, closes', async () => {
    const answer = deferred<Response>();
    const invite = vi.fn(() => answer.promise);
    const invitations = vi.fn(() => json(200, none));
    mockFetch({
      [BRIEFS]: () => json(200, { briefs: [winterRoast, publicBrief] }),
      'GET /api/briefs/brief-1/invitations': invitations,
      'POST /api/briefs/brief-1/invitations': invite,
    });
    const { user, onClose } = renderModal();

    await waitFor(() => expect(briefPicker()).toHaveValue(winterRoast.title));
    await waitFor(() => expect(inviteButton()).toBeEnabled());
    expect(invitations).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Already invited/)).not.toBeInTheDocument();

    await user.click(inviteButton());
    await waitFor(() => expect(invite).toHaveBeenCalledTimes(1));
    expect(bodyOf(invite)).toEqual({ creatorIds: [maya.id] });
    expect(inviteButton()).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();

    answer.resolve(json(200, withMaya));
    expect(await screen.findByText('Creator invited')).toBeInTheDocument();
    expect(screen.getByText(`Maya Chen was invited to “${winterRoast.title}”.`)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(invite).toHaveBeenCalledTimes(1);
  });

  it('with several private briefs waits for a choice, checks that brief, then posts to it', async () => {
    const invitationsAnswer = deferred<Response>();
    const invite = vi.fn(() => json(200, withMaya));
    mockFetch({
      [BRIEFS]: () => json(200, { briefs: [winterRoast, podcast] }),
      'GET /api/briefs/brief-2/invitations': () => invitationsAnswer.promise,
      'POST /api/briefs/brief-2/invitations': invite,
    });
    const { user, onClose } = renderModal();
    await dialog();
    await screen.findByRole('combobox', { name: 'Private brief' });
    expect(inviteButton()).toBeDisabled();

    await chooseBrief(user, podcast.title);
    expect(briefPicker()).toHaveValue(podcast.title);
    // Still checking whether Maya is already invited there.
    expect(inviteButton()).toBeDisabled();
    invitationsAnswer.resolve(json(200, none));
    await waitFor(() => expect(inviteButton()).toBeEnabled());

    await user.click(inviteButton());
    expect(await screen.findByText(`Maya Chen was invited to “${podcast.title}”.`)).toBeInTheDocument();
    expect(bodyOf(invite)).toEqual({ creatorIds: [maya.id] });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows when the creator is already invited to the chosen brief and does not offer to invite again', async () => {
    mockFetch({
      [BRIEFS]: () => json(200, { briefs: [winterRoast, podcast] }),
      'GET /api/briefs/brief-1/invitations': () => json(200, withMaya),
      'GET /api/briefs/brief-2/invitations': () => json(200, none),
    });
    const { user } = renderModal();
    await dialog();
    await screen.findByRole('combobox', { name: 'Private brief' });

    await chooseBrief(user, winterRoast.title);
    expect(await screen.findByText(`Already invited on ${formatDate(INVITED_AT)}.`)).toBeInTheDocument();
    expect(inviteButton()).toBeDisabled();

    await chooseBrief(user, podcast.title);
    await waitFor(() => expect(inviteButton()).toBeEnabled());
    expect(screen.queryByText(/Already invited/)).not.toBeInTheDocument();
  });

  it("keeps the modal open with the server's message when the invitation is refused", async () => {
    const invite = vi.fn(() => json(400, { error: INVITATION_MESSAGES.unknownCreators, code: 'VALIDATION_ERROR' }));
    mockFetch({
      [BRIEFS]: () => json(200, { briefs: [winterRoast] }),
      'GET /api/briefs/brief-1/invitations': () => json(200, none),
      'POST /api/briefs/brief-1/invitations': invite,
    });
    const { user, onClose } = renderModal();
    await dialog();
    await waitFor(() => expect(inviteButton()).toBeEnabled());
    await user.click(inviteButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to invite creator');
    expect(screen.getByText(INVITATION_MESSAGES.unknownCreators)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Invite to a private brief' })).toBeInTheDocument();
    expect(inviteButton()).toBeEnabled();
  });

  it("says when the brief's invitations cannot be checked, keeps Invite off, and retries", async () => {
    let fail = true;
    mockFetch({
      [BRIEFS]: () => json(200, { briefs: [winterRoast] }),
      'GET /api/briefs/brief-1/invitations': () =>
        fail ? json(500, { error: 'Database unavailable', code: 'INTERNAL' }) : json(200, none),
    });
    const { user } = renderModal();
    await dialog();
    expect(await screen.findByText("Could not check this brief's invitations")).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(inviteButton()).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(inviteButton()).toBeEnabled());
    expect(screen.queryByText("Could not check this brief's invitations")).not.toBeInTheDocument();
  });

  it('asks to try again when the invitation never reaches the server', async () => {
    mockFetch({
      [BRIEFS]: () => json(200, { briefs: [winterRoast] }),
      'GET /api/briefs/brief-1/invitations': () => json(200, none),
      'POST /api/briefs/brief-1/invitations': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user, onClose } = renderModal();
    await dialog();
    await waitFor(() => expect(inviteButton()).toBeEnabled());
    await user.click(inviteButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to invite creator');
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(inviteButton()).toBeEnabled();
  });

  it("shows a failed brief list inside the modal with the server's message, and retries", async () => {
    let fail = true;
    mockFetch({
      [BRIEFS]: () =>
        fail
          ? json(500, { error: 'The database is not answering', code: 'INTERNAL_ERROR' })
          : json(200, { briefs: [winterRoast, podcast] }),
    });
    const { user } = renderModal();
    const modal = await dialog();
    const alert = await screen.findByRole('alert');
    expect(modal).toContainElement(alert);
    expect(alert).toHaveTextContent('Failed to fetch briefs');
    expect(alert).toHaveTextContent('The database is not answering');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Private brief' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Cancel without sending anything', async () => {
    const fetchMock = mockFetch({ [BRIEFS]: () => json(200, { briefs: [winterRoast, podcast] }) });
    const { user, onClose } = renderModal();
    await dialog();
    await screen.findByRole('combobox', { name: 'Private brief' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});
