import type { TSessionUser } from '@briefly/shared/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { aPost, aReply, AUTHOR_ID, MEMBER_ID, POST_ID, postsPage, STATS } from '../test/fixtures';
import { CommunityRoute } from './community';

const JOURNEY = { timeout: 30_000 };

function renderCommunity(initial = '/community') {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/community', element: <CommunityRoute /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    initial,
  );
  return { user, ...view };
}

/** The forum overlay (its code loads on demand: allow for the first load). */
const findForum = () => screen.findByRole('dialog', { name: 'Community Forum' }, { timeout: 10_000 });

function signInAs(user: TSessionUser) {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('userId', user.id);
}
afterEach(() => window.localStorage.clear());

const creator: TSessionUser = {
  id: MEMBER_ID,
  type: 'creator',
  email: 'leo@example.com',
  name: 'Leo Martins',
  fullName: 'Leo Martins',
  userName: 'leo',
};
const author: TSessionUser = {
  id: AUTHOR_ID,
  type: 'creator',
  email: 'maya@example.com',
  name: 'Maya Chen',
  fullName: 'Maya Chen',
  userName: 'maya',
};
const admin: TSessionUser = {
  id: '00000000-0000-4000-8000-0000000000ad',
  type: 'admin',
  email: 'admin@example.com',
  name: 'Ada Admin',
  fullName: 'Ada Admin',
};

/** The query of every GET /api/forums/posts, in order. */
const listRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/forums/posts?'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')));

const postHandlers = (post = aPost(), replies = [aReply()]) => ({
  'GET /api/forums/stats': () => json(200, { stats: STATS }),
  'GET /api/forums/posts': () => json(200, postsPage([post])),
  [`GET /api/forums/posts/${POST_ID}`]: () => json(200, { post }),
  [`GET /api/forums/posts/${POST_ID}/replies`]: () => json(200, { replies, nextCursor: null, hasMore: false }),
});

describe('CommunityRoute', () => {
  it('shows the figures from the server and leaves out one without data', async () => {
    mockFetch({
      'GET /api/forums/stats': () => json(200, { stats: { ...STATS, helpfulPercent: null } }),
      'GET /api/forums/posts': () => json(200, postsPage([])),
    });
    renderCommunity();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('Members')).toBeInTheDocument();
    expect(screen.getByText('789')).toBeInTheDocument();
    expect(screen.queryByText('Questions solved')).toBeNull();
    expect(screen.queryByText(/1,200\+|95%/)).toBeNull();
    expect(await screen.findByText(/No posts yet/)).toBeInTheDocument();
  });

  it('shows an error with Retry, and no sample data, when the figures or posts fail', async () => {
    let fail = true;
    mockFetch({
      'GET /api/forums/stats': () =>
        fail ? json(500, { error: 'Database unavailable', code: 'INTERNAL_ERROR' }) : json(200, { stats: STATS }),
      'GET /api/forums/posts': () =>
        fail ? json(500, { error: 'Database unavailable', code: 'INTERNAL_ERROR' }) : json(200, postsPage([aPost()])),
    });
    const { user } = renderCommunity();
    expect(await screen.findByText('Could not load the community figures')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load posts')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) await user.click(retry);
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'How I hook viewers in two seconds' })).toBeInTheDocument();
  });

  it('opens the forum from a category card and lists posts with their marks and figures', JOURNEY, async () => {
    const fetchMock = mockFetch({
      'GET /api/forums/stats': () => json(200, { stats: STATS }),
      'GET /api/forums/posts': () =>
        json(
          200,
          postsPage([
            aPost({
              id: 'p-pinned',
              title: 'Welcome: start here',
              isPinned: true,
              author: { id: 'adm', name: 'Briefly Admin', type: 'admin', avatar: null },
            }),
            aPost({
              id: 'p-solved',
              title: 'Payout held?',
              category: 'support',
              hasSolution: true,
              isLocked: true,
              likes: 1,
              replies: 1,
              views: 2,
            }),
          ]),
        ),
    });
    const { user, router } = renderCommunity();
    await user.click(await screen.findByRole('link', { name: /Support: Questions about payouts/ }));
    expect(router.state.location.search).toBe('?forum=support');
    const dialog = await findForum();
    expect(within(dialog).getByRole('tab', { name: 'Support', selected: true })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Tips', 'Networking', 'Support', 'General']);
    await waitFor(() => expect(listRequests(fetchMock).at(-1)).toMatchObject({ category: 'support', sort: 'latest' }));

    const pinned = (await within(dialog).findByRole('link', { name: 'Welcome: start here' })).closest('article')!;
    expect(within(pinned as HTMLElement).getByText('Pinned')).toBeInTheDocument();
    const solved = within(dialog).getByRole('link', { name: 'Payout held?' }).closest('article') as HTMLElement;
    expect(within(solved).getByText('Solved')).toBeInTheDocument();
    expect(within(solved).getByText('Locked')).toBeInTheDocument();
    expect(within(solved).getByText('1 like')).toBeInTheDocument();
    expect(within(solved).getByText('1 reply')).toBeInTheDocument();
    expect(within(solved).getByText('2 views')).toBeInTheDocument();
    expect(within(solved).getByText(/Just now/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)).not.toHaveProperty('category'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Search' }), 'payout');
    await waitFor(() => expect(listRequests(fetchMock).at(-1)).toMatchObject({ search: 'payout' }));
    expect(router.state.location.search).toContain('q=payout');
    await user.click(within(dialog).getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Unanswered' }));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)).toMatchObject({ sort: 'unanswered', search: 'payout' }));
  });

  it('pages with Load more, passing the cursor', JOURNEY, async () => {
    const fetchMock = mockFetch({
      'GET /api/forums/stats': () => json(200, { stats: STATS }),
      'GET /api/forums/posts': (_init, url) =>
        url.includes('cursor=')
          ? json(200, postsPage([aPost({ id: 'p2', title: 'Second page post' })]))
          : json(200, postsPage([aPost({ id: 'p1', title: 'First page post' })], '0.41')),
    });
    const { user } = renderCommunity('/community?forum=all');
    const dialog = await findForum();
    await within(dialog).findByRole('link', { name: 'First page post' });
    await user.click(within(dialog).getByRole('button', { name: 'Load more posts' }));
    expect(await within(dialog).findByRole('link', { name: 'Second page post' })).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)).toMatchObject({ cursor: '0.41' });
    expect(within(dialog).queryByRole('button', { name: 'Load more posts' })).toBeNull();
  });

  it('sends a visitor who wants to post to sign in and back to the New Post form', async () => {
    mockFetch(postHandlers());
    const { user, router } = renderCommunity('/community?forum=tips');
    const dialog = await findForum();
    await user.click(within(dialog).getByRole('button', { name: 'New Post' }));
    await screen.findByText('Login page');
    const next = new URLSearchParams(router.state.location.search).get('next');
    expect(next).toBe('/community?forum=tips&compose=1');
  });

  it('shows a post with its replies to a visitor, who is sent to sign in to reply or like', JOURNEY, async () => {
    mockFetch(postHandlers(aPost({ hasSolution: true, solutionReplyId: aReply().id }), [aReply({ isSolution: true })]));
    const { user, router } = renderCommunity(`/community?forum=all&post=${POST_ID}`);
    const dialog = await findForum();
    expect(
      await within(dialog).findByRole('heading', { name: 'How I hook viewers in two seconds' }),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Great tip, thanks!')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { name: 'Solution by Leo Martins' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Mark as solution/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Sign in to reply' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/community?forum=all&post=${POST_ID}`)}`,
    );
    await user.click(within(dialog).getByRole('button', { name: /Like/ }));
    await screen.findByText('Login page');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`/community?forum=all&post=${POST_ID}`);
  });

  it('lets a member reply once the text is not blank, and like', JOURNEY, async () => {
    signInAs(creator);
    const fetchMock = mockFetch({
      ...postHandlers(),
      'GET /api/me': () => json(200, { user: creator }),
      [`POST /api/forums/posts/${POST_ID}/replies`]: () => json(201, { reply: aReply({ content: 'Mine' }) }),
      [`POST /api/forums/posts/${POST_ID}/like`]: () => json(200, { liked: true, likes: 6 }),
    });
    const { user } = renderCommunity(`/community?post=${POST_ID}`);
    const dialog = await findForum();
    const box = await within(dialog).findByRole('textbox', { name: /Your reply/ });
    const send = within(dialog).getByRole('button', { name: 'Post Reply' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, ' Use a white card ');
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(
        ([url, init]) => String(url) === `/api/forums/posts/${POST_ID}/replies` && init?.method === 'POST',
      );
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ content: 'Use a white card' });
    });
    await waitFor(() => expect(box).toHaveValue(''));

    const like = within(dialog).getByRole('button', { name: /Like · 5/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(await within(dialog).findByRole('button', { name: /Liked · 6/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('shows a server refusal of a reply (a locked post)', JOURNEY, async () => {
    signInAs(creator);
    mockFetch({
      ...postHandlers(),
      'GET /api/me': () => json(200, { user: creator }),
      [`POST /api/forums/posts/${POST_ID}/replies`]: () =>
        json(409, { error: 'This post is locked and takes no new replies.', code: 'CONFLICT' }),
    });
    const { user } = renderCommunity(`/community?post=${POST_ID}`);
    const dialog = await findForum();
    await user.type(await within(dialog).findByRole('textbox', { name: /Your reply/ }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Post Reply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This post is locked and takes no new replies.');
  });

  it('lets the post’s author mark a reply as the solution', JOURNEY, async () => {
    signInAs(author);
    const fetchMock = mockFetch({
      ...postHandlers(),
      'GET /api/me': () => json(200, { user: author }),
      [`POST /api/forums/posts/${POST_ID}/solution`]: () =>
        json(200, { post: aPost({ hasSolution: true, solutionReplyId: aReply().id }) }),
    });
    const { user } = renderCommunity(`/community?post=${POST_ID}`);
    const dialog = await findForum();
    await user.click(await within(dialog).findByRole('button', { name: 'Mark as solution' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url) === `/api/forums/posts/${POST_ID}/solution`);
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ replyId: aReply().id });
    });
    // The author does not report their own post (a reply by someone else, they may).
    const article = within(dialog).getByRole('article', { name: 'How I hook viewers in two seconds' });
    expect(within(article).queryByRole('button', { name: 'Report' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('gives an admin the moderation controls and the post’s open reports', JOURNEY, async () => {
    signInAs(admin);
    const fetchMock = mockFetch({
      ...postHandlers(),
      'GET /api/me': () => json(200, { user: admin }),
      'GET /api/admin/forums/reports': () =>
        json(200, {
          reports: [
            {
              id: '00000000-0000-4000-8000-00000000aa01',
              target: 'post',
              postId: POST_ID,
              replyId: null,
              postTitle: 'How I hook viewers in two seconds',
              excerpt: 'Start with',
              targetAuthor: aPost().author,
              targetVisibility: 'hidden',
              reporter: { id: MEMBER_ID, name: 'Leo Martins', type: 'creator', avatar: null },
              reason: 'Spam link',
              status: 'open',
              createdAt: new Date().toISOString(),
              decidedAt: null,
              openReportsOnTarget: 3,
            },
          ],
          total: 1,
        }),
      [`PATCH /api/admin/forums/posts/${POST_ID}`]: () => json(200, { post: aPost({ isPinned: true }) }),
      'POST /api/admin/forums/reports/00000000-0000-4000-8000-00000000aa01/decision': () =>
        json(200, { report: {}, decided: 1 }),
    });
    const { user } = renderCommunity(`/community?post=${POST_ID}`);
    const dialog = await findForum();
    expect(await within(dialog).findByText(/Spam link/)).toBeInTheDocument();
    for (const name of ['Pin', 'Lock', 'Uphold and remove', 'Dismiss'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    // Remove the post, and remove the reply; admins report nothing, they decide.
    expect(within(dialog).getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Report' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Pin' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url) === `/api/admin/forums/posts/${POST_ID}`);
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ isPinned: true });
    });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/decision'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ decision: 'dismiss' });
    });
  });

  it('says so when a post is not found', async () => {
    mockFetch({
      ...postHandlers(),
      [`GET /api/forums/posts/${POST_ID}`]: () => json(404, { error: 'Post not found', code: 'NOT_FOUND' }),
    });
    const { user, router } = renderCommunity(`/community?forum=all&post=${POST_ID}`);
    const dialog = await findForum();
    expect(await within(dialog).findByText('Post not found')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to posts' }));
    expect(router.state.location.search).toBe('?forum=all');
  });
});
