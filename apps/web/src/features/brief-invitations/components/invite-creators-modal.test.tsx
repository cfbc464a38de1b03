// Rules: docs/product/briefs.md#private-briefs (only invited creators can see a private brief) and
// docs/product/briefs.md#brief-card (brief cards in My Briefs);
// invitation contract in docs/decisions/006-submissions.md ("Invitations") and
// packages/shared/src/submissions.ts (ZInviteCreatorsRequest, ZBriefInvitationsResponse).
import {
  INVITATION_MESSAGES,
  type TBriefInvitation,
  type TBriefInvitationsResponse,
} from '@briefly/shared/submissions';
import type { TCreatorListItem } from '@briefly/shared/briefs';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/brief-display';
import { BRAND_USER, storeSession } from '@/test/brief-fixtures';
import { deferred, json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { InviteCreatorsModal, type InvitationBrief } from './invite-creators-modal';

const BRIEF: InvitationBrief = { id: 'brief-1', title: 'Unbox our Winter Roast gift set', isPrivate: true };
const INVITATIONS = 'GET /api/briefs/brief-1/invitations';
const CREATORS = 'GET /api/brands/creators';
const INVITE = 'POST /api/briefs/brief-1/invitations';

const maya: TCreatorListItem = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Maya Chen',
  email: 'maya@creators.test',
};
const leo: TCreatorListItem = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Leo Martins',
  email: 'leo@films.test',
};
const sam: TCreatorListItem = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Sam Okafor',
  email: 'sam@writes.test',
};
const ALL = [maya, leo, sam];
const USER_NAMES: Record<string, string> = { [maya.id]: 'mayacreates', [leo.id]: 'leofilms', [sam.id]: 'samwrites' };

const INVITED_AT = '2025-03-02T10:00:00.000Z';
const invitation = (creator: TCreatorListItem): TBriefInvitation => ({
  creatorId: creator.id,
  fullName: creator.name,
  userName: USER_NAMES[creator.id] ?? '',
  email: creator.email,
  invitedAt: INVITED_AT,
});
const invitations = (...creators: TCreatorListItem[]): TBriefInvitationsResponse => ({
  invitations: creators.map(invitation),
});
const creatorsPage = (creators: TCreatorListItem[], total = creators.length) => json(200, { creators, total });
const bodyOf = (handler: ReturnType<typeof vi.fn>, call = 0) =>
  JSON.parse(String((handler.mock.calls[call] as [RequestInit])[0].body)) as unknown;

function renderModal(brief: InvitationBrief | null = BRIEF, { delay = 0 }: { delay?: number | null } = {}) {
  notifications.clean();
  storeSession(BRAND_USER);
  const user = userEvent.setup({ delay });
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/brand-dashboard',
        element: (
          <>
            <Notifications />
            <InviteCreatorsModal brief={brief} onClose={onClose} />
          </>
        ),
      },
    ],
    '/brand-dashboard?tab=briefs',
  );
  return { user, onClose, ...view };
}

const dialog = () => screen.findByRole('dialog', { name: 'Invite creators' });
const invitedSection = () => screen.getByRole('region', { name: /^Invited/ });
const addSection = () => screen.getByRole('region', { name: 'Add creators' });
const option = (creator: TCreatorListItem) =>
  screen.getByRole('checkbox', { name: `${creator.name} (${creator.email})` });
const inviteButton = () => screen.getByRole('button', { name: /^Invite( \d+ creators)?$/ });

describe('InviteCreatorsModal', () => {
  it('renders nothing while no brief is chosen', () => {
    mockFetch({});
    renderModal(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for both lists, then shows who is invited and the other active creators (first page of 100)', async () => {
    const invitedAnswer = deferred<Response>();
    const creatorsAnswer = deferred<Response>();
    const creators = vi.fn((_init: RequestInit | undefined, url: string) => {
      const query = new URL(url, 'http://x').searchParams;
      expect(Object.fromEntries(query)).toEqual({ limit: '100', page: '1' });
      return creatorsAnswer.promise;
    });
    const invited = vi.fn((init: RequestInit | undefined) => {
      expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer token-${BRAND_USER.id}`);
      return invitedAnswer.promise;
    });
    mockFetch({ [INVITATIONS]: invited, [CREATORS]: creators });
    renderModal();

    const modal = await dialog();
    expect(modal).toHaveTextContent(BRIEF.title);
    expect(modal).toHaveTextContent('Only the creators you invite can see and apply to this private brief.');
    // Loading: neither list nor any empty-state text yet, and nothing can be sent.
    expect(invitedSection()).toHaveTextContent(/^Invited\s*$/);
    expect(screen.queryByText('Nobody is invited yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Creators to invite' })).not.toBeInTheDocument();
    expect(screen.queryByText(/creators? on Briefly/)).not.toBeInTheDocument();
    expect(inviteButton()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    invitedAnswer.resolve(json(200, invitations(leo)));
    creatorsAnswer.resolve(creatorsPage(ALL));

    const group = await screen.findByRole('group', { name: 'Creators to invite' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual(['Maya Chen (maya@creators.test)', 'Sam Okafor (sam@writes.test)']);
    expect(option(maya)).not.toBeChecked();
    expect(addSection()).toHaveTextContent('3 creators on Briefly');

    const invitedList = within(invitedSection()).getByRole('list');
    expect(invitedSection()).toHaveTextContent(/^Invited \(1\)/);
    const [leoRow] = within(invitedList).getAllByRole('listitem');
    expect(leoRow).toHaveTextContent('Leo Martins @leofilms');
    expect(leoRow).toHaveTextContent(`leo@films.test · invited ${formatDate(INVITED_AT)}`);
    expect(within(leoRow!).getByRole('button', { name: 'Remove Leo Martins' })).toBeEnabled();
    // Leo is already invited, so he is not offered again.
    expect(screen.queryByRole('checkbox', { name: /Leo Martins/ })).not.toBeInTheDocument();
    expect(creators).toHaveBeenCalledTimes(1);
  });

  it('shows the empty states: nobody invited, no creators at all, everyone invited, no search match', async () => {
    let creatorList: TCreatorListItem[] = [];
    let invited = invitations();
    mockFetch({ [INVITATIONS]: () => json(200, invited), [CREATORS]: () => creatorsPage(creatorList) });
    const first = renderModal();
    expect(await screen.findByText('Nobody is invited yet.')).toBeInTheDocument();
    expect(await screen.findByText('No creators have joined Briefly yet.')).toBeInTheDocument();
    expect(addSection()).toHaveTextContent('0 creators on Briefly');
    expect(invitedSection()).toHaveTextContent('Invited (0)');
    expect(inviteButton()).toBeDisabled();
    first.unmount();

    creatorList = [maya];
    invited = invitations(maya);
    renderModal();
    expect(await screen.findByText('Every creator is already invited.')).toBeInTheDocument();
    expect(addSection()).toHaveTextContent('1 creator on Briefly');
  });

  it('asks the server to search (after a pause in typing), shows its matches, and clears the search', async () => {
    const searched: Array<string | null> = [];
    // A stand-in for the server's search: part of a name or email, case-insensitively.
    const creators = vi.fn((_init: RequestInit | undefined, url: string) => {
      const search = new URL(url, 'http://x').searchParams.get('search');
      searched.push(search);
      const needle = (search ?? '').toLowerCase();
      const matches = ALL.filter(
        (creator) => creator.name.toLowerCase().includes(needle) || creator.email.toLowerCase().includes(needle),
      );
      return creatorsPage(matches, matches.length);
    });
    mockFetch({ [INVITATIONS]: () => json(200, invitations()), [CREATORS]: creators });
    const { user } = renderModal();
    await screen.findByRole('group', { name: 'Creators to invite' });
    const search = screen.getByRole('textbox', { name: 'Search creators' });

    await user.type(search, 'FILMS');
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(1), { timeout: 3000 });
    expect(option(leo)).toBeInTheDocument();
    expect(screen.getByText('1 match')).toBeInTheDocument();
    // Typing pauses decide how many requests go out (a slow machine may ask for a prefix too), but
    // the answer on screen is for the whole word.
    expect(searched[0]).toBeNull();
    expect(searched.at(-1)).toBe('FILMS');

    await user.clear(search);
    await user.type(search, 'sam');
    // The previous matches stay on screen until the new answer arrives.
    await waitFor(() => expect(option(sam)).toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);

    await user.type(search, 'zzz');
    expect(await screen.findByText('No creators match your search.', {}, { timeout: 3000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3), { timeout: 3000 });
  });

  it('loads the next page of creators while the API says there are more', async () => {
    const extra: TCreatorListItem = {
      id: '00000000-0000-4000-8000-000000000004',
      name: 'Ana Ruiz',
      email: 'ana@studio.test',
    };
    const pages = vi.fn((_init: RequestInit | undefined, url: string) =>
      new URL(url, 'http://x').searchParams.get('page') === '1' ? creatorsPage(ALL, 4) : creatorsPage([extra], 4),
    );
    mockFetch({ [INVITATIONS]: () => json(200, invitations()), [CREATORS]: pages });
    const { user } = renderModal();
    await screen.findByRole('group', { name: 'Creators to invite' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Load more creators' }));
    expect(await screen.findByRole('checkbox', { name: 'Ana Ruiz (ana@studio.test)' })).toBeInTheDocument();
    expect(pages).toHaveBeenCalledTimes(2);
    expect(new URL(String(pages.mock.calls[1]?.[1]), 'http://x').searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more creators' })).not.toBeInTheDocument();
  });

  it('selects creators, posts exactly their ids, locks the button while sending, then toasts and moves them to Invited', async () => {
    const answer = deferred<Response>();
    const invite = vi.fn(() => answer.promise);
    mockFetch({
      [INVITATIONS]: () => json(200, invitations(leo)),
      [CREATORS]: () => creatorsPage(ALL),
      [INVITE]: invite,
    });
    const { user, onClose } = renderModal();
    await screen.findByRole('group', { name: 'Creators to invite' });

    expect(inviteButton()).toBeDisabled();
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();

    await user.click(option(maya));
    expect(option(maya)).toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled();

    await user.click(option(sam));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite 2 creators' })).toBeEnabled();

    // Unticking takes a creator back out.
    await user.click(option(sam));
    expect(option(sam)).not.toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(option(sam));

    await user.click(screen.getByRole('button', { name: 'Invite 2 creators' }));
    await waitFor(() => expect(invite).toHaveBeenCalledTimes(1));
    expect(bodyOf(invite)).toEqual({ creatorIds: [maya.id, sam.id] });
    // While the request runs the button cannot send it again.
    expect(screen.getByRole('button', { name: 'Invite 2 creators' })).toBeDisabled();

    answer.resolve(json(200, invitations(leo, maya, sam)));
    expect(await screen.findByText('Creators invited')).toBeInTheDocument();
    expect(screen.getByText(`2 creators were invited to “${BRIEF.title}”.`)).toBeInTheDocument();

    // The answer refreshes the invited list; nobody is left to pick and the selection is cleared.
    await waitFor(() => expect(invitedSection()).toHaveTextContent('Invited (3)'));
    expect(within(invitedSection()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Remove Maya Chen' })).toBeInTheDocument();
    expect(screen.getByText('Every creator is already invited.')).toBeInTheDocument();
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    expect(inviteButton()).toBeDisabled();
    // The modal stays open to invite more; Done closes it.
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(invite).toHaveBeenCalledTimes(1);
  });

  it('stops the selection at the 50 creators one request may carry (ZInviteCreatorsRequest max)', async () => {
    const many: TCreatorListItem[] = Array.from({ length: 51 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(100 + index).padStart(12, '0')}`,
      name: `Creator ${index + 1}`,
      email: `creator${index + 1}@creators.test`,
    }));
    const invite = vi.fn(() => json(200, invitations(...many.slice(0, 50))));
    mockFetch({
      [INVITATIONS]: () => json(200, invitations()),
      [CREATORS]: () => creatorsPage(many),
      [INVITE]: invite,
    });
    // No pause between the fifty clicks.
    const { user } = renderModal(BRIEF, { delay: null });
    await screen.findByRole('group', { name: 'Creators to invite' });
    expect(screen.queryByText(/up to 50 creators at a time/)).not.toBeInTheDocument();

    for (const creator of many.slice(0, 50)) await user.click(option(creator));
    expect(screen.getByText('50 selected')).toBeInTheDocument();
    expect(screen.getByText('You can invite up to 50 creators at a time.')).toBeInTheDocument();
    const last = many[50]!;
    expect(option(last)).toBeDisabled();
    await user.click(option(last));
    expect(option(last)).not.toBeChecked();
    // Unticking one frees a place again.
    await user.click(option(many[49]!));
    expect(option(last)).toBeEnabled();
    expect(screen.queryByText(/up to 50 creators at a time/)).not.toBeInTheDocument();
    await user.click(option(many[49]!));

    await user.click(screen.getByRole('button', { name: 'Invite 50 creators' }));
    await waitFor(() => expect(invite).toHaveBeenCalledTimes(1));
    expect(bodyOf(invite)).toEqual({ creatorIds: many.slice(0, 50).map((creator) => creator.id) });
  }, 20_000);

  it('says "1 creator was invited" for a single invitation', async () => {
    const invite = vi.fn(() => json(200, invitations(maya)));
    mockFetch({ [INVITATIONS]: () => json(200, invitations()), [CREATORS]: () => creatorsPage(ALL), [INVITE]: invite });
    const { user } = renderModal();
    await screen.findByRole('group', { name: 'Creators to invite' });
    await user.click(option(maya));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(`1 creator was invited to “${BRIEF.title}”.`)).toBeInTheDocument();
    expect(bodyOf(invite)).toEqual({ creatorIds: [maya.id] });
  });

  it("shows the server's message when inviting fails and keeps the selection to try again", async () => {
    const invite = vi.fn(() => json(400, { error: INVITATION_MESSAGES.unknownCreators, code: 'VALIDATION_ERROR' }));
    mockFetch({ [INVITATIONS]: () => json(200, invitations()), [CREATORS]: () => creatorsPage(ALL), [INVITE]: invite });
    const { user, onClose } = renderModal();
    await screen.findByRole('group', { name: 'Creators to invite' });
    await user.click(option(maya));
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to invite creators');
    expect(screen.getByText(INVITATION_MESSAGES.unknownCreators)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite creators' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(option(maya)).toBeChecked();
    expect(screen.getByText('Nobody is invited yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled();
  });

  it('asks to try again when the invitation never reaches the server', async () => {
    mockFetch({
      [INVITATIONS]: () => json(200, invitations()),
      [CREATORS]: () => creatorsPage(ALL),
      [INVITE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderModal();
    await screen.findByRole('group', { name: 'Creators to invite' });
    await user.click(option(sam));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to invite creators');
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled();
  });

  it('removes an invitation: only that row is busy, then the creator can be invited again', async () => {
    const answer = deferred<Response>();
    const remove = vi.fn(() => answer.promise);
    mockFetch({
      [INVITATIONS]: () => json(200, invitations(leo, sam)),
      [CREATORS]: () => creatorsPage(ALL),
      [`DELETE /api/briefs/brief-1/invitations/${leo.id}`]: remove,
    });
    const { user } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Remove Leo Martins' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Remove Leo Martins' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Sam Okafor' })).toBeDisabled();

    answer.resolve(json(200, invitations(sam)));
    expect(await screen.findByText('Invitation removed')).toBeInTheDocument();
    expect(screen.getByText(`Leo Martins can no longer see “${BRIEF.title}”.`)).toBeInTheDocument();
    await waitFor(() => expect(invitedSection()).toHaveTextContent('Invited (1)'));
    expect(screen.queryByRole('button', { name: 'Remove Leo Martins' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Sam Okafor' })).toBeEnabled();
    expect(option(leo)).not.toBeChecked();
  });

  it("shows the server's message when removing fails and keeps the invitation", async () => {
    mockFetch({
      [INVITATIONS]: () => json(200, invitations(leo)),
      [CREATORS]: () => creatorsPage(ALL),
      [`DELETE /api/briefs/brief-1/invitations/${leo.id}`]: () =>
        json(404, { error: 'Brief not found', code: 'NOT_FOUND' }),
    });
    const { user } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Remove Leo Martins' }));
    expect(await screen.findByText('Failed to remove invitation')).toBeInTheDocument();
    expect(screen.getByText('Brief not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Leo Martins' })).toBeEnabled();
    expect(invitedSection()).toHaveTextContent('Invited (1)');
  });

  it("shows load failures inside the modal with the server's message, and retries", async () => {
    let creatorsFail = true;
    mockFetch({
      [INVITATIONS]: () => json(403, { error: 'You can only manage your own briefs', code: 'FORBIDDEN' }),
      [CREATORS]: () => {
        if (creatorsFail) throw new TypeError('Failed to fetch');
        return creatorsPage(ALL);
      },
    });
    const { user } = renderModal();
    const modal = await dialog();

    const invitedError = await within(invitedSection()).findByRole('alert');
    expect(invitedError).toHaveTextContent('Failed to load invitations');
    expect(invitedError).toHaveTextContent('You can only manage your own briefs');

    const creatorsError = await within(addSection()).findByRole('alert');
    expect(creatorsError).toHaveTextContent('Failed to load creators');
    expect(creatorsError).toHaveTextContent('Network error. Please try again.');
    expect(within(modal).getAllByRole('alert')).toHaveLength(2);
    expect(inviteButton()).toBeDisabled();

    creatorsFail = false;
    await user.click(within(creatorsError).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Creators to invite' })).toBeInTheDocument();
    expect(within(addSection()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains that invitations only matter once a public brief is made private', async () => {
    mockFetch({
      'GET /api/briefs/brief-2/invitations': () => json(200, invitations()),
      [CREATORS]: () => creatorsPage(ALL),
    });
    renderModal({ id: 'brief-2', title: 'Open call', isPrivate: false });
    expect(await screen.findByText(/This brief is public: every creator can already see it\./)).toBeInTheDocument();
  });
});
