import { FORUM_MESSAGES } from '@briefly/shared/forum-rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { TestProviders } from '@/test/render';
import { aPost } from '../test/fixtures';
import { NewPostModal } from './new-post-modal';

function renderModal() {
  const user = userEvent.setup();
  const onCreated = vi.fn();
  const onClose = vi.fn();
  render(
    <TestProviders>
      <NewPostModal opened onClose={onClose} onCreated={onCreated} initialCategory="tips" />
    </TestProviders>,
  );
  return { user, onCreated, onClose, create: () => screen.getByRole('button', { name: 'Create Post' }) };
}

describe('NewPostModal', () => {
  it('enables Create Post only once the title and the content are filled', async () => {
    mockFetch({});
    const { user, create } = renderModal();
    expect(create()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '   ');
    await user.type(screen.getByRole('textbox', { name: /Content/ }), 'Some content');
    expect(create()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'A title');
    expect(create()).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: /Content/ }));
    await user.type(screen.getByRole('textbox', { name: /Content/ }), ' \n ');
    expect(create()).toBeDisabled();
  });

  it('offers the four categories, starts on the forum’s tab, and sends the parsed tags', async () => {
    const fetchMock = mockFetch({ 'POST /api/forums/posts': () => json(201, { post: aPost() }) });
    const { user, onCreated } = renderModal();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'General',
      'Tips & Tricks',
      'Networking',
      'Support',
    ]);
    await user.click(screen.getByRole('option', { name: 'Networking' }));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), ' Looking for a collab ');
    await user.type(screen.getByRole('textbox', { name: /Content/ }), 'Portland, this weekend.');
    await user.type(screen.getByRole('textbox', { name: /Tags/ }), 'portland, , Collab ,collab');
    expect(screen.getByText('#portland')).toBeInTheDocument();
    expect(screen.getByText('#Collab')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/forums/posts');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      title: 'Looking for a collab',
      content: 'Portland, this weekend.',
      category: 'networking',
      tags: ['portland', 'Collab'],
    });
  });

  it('says what is wrong with the tags before sending', async () => {
    mockFetch({});
    const { user, create } = renderModal();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Title');
    await user.type(screen.getByRole('textbox', { name: /Content/ }), 'Content');
    await user.type(screen.getByRole('textbox', { name: /Tags/ }), 'x'.repeat(31));
    expect(screen.getByText(FORUM_MESSAGES.tagTooLong)).toBeInTheDocument();
    expect(create()).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: /Tags/ }));
    await user.type(screen.getByRole('textbox', { name: /Tags/ }), 'a,b,c,d,e,f,g,h,i,j,k');
    expect(screen.getByText(FORUM_MESSAGES.tooManyTags)).toBeInTheDocument();
    expect(create()).toBeDisabled();
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    mockFetch({
      'POST /api/forums/posts': () => json(429, { error: FORUM_MESSAGES.newAccountPostLimit, code: 'RATE_LIMITED' }),
    });
    const { user, onCreated } = renderModal();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Title');
    await user.type(screen.getByRole('textbox', { name: /Content/ }), 'Content');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORUM_MESSAGES.newAccountPostLimit);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Title');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
