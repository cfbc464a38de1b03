import { MESSAGING_MESSAGES } from '@briefly/shared/messaging';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { aMessage, CONVERSATION, renderWithProviders } from '../test-fixtures';
import { MessageComposer } from './message-composer';

const fileOf = (name: string, size: number, type = 'application/octet-stream') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function renderComposer() {
  const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
  const view = renderWithProviders(<MessageComposer conversationId={CONVERSATION} recipientName="Casey" />);
  return { ...view, open, input: screen.getByTestId('chat-file-input') as HTMLInputElement };
}

describe('Attach a file', () => {
  it('refuses a file of 10MB or more before uploading it', async () => {
    mockFetch({});
    const { user, open, input } = renderComposer();
    await user.upload(input, fileOf('cut.mp4', 10 * 1024 * 1024, 'video/mp4'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGING_MESSAGES.fileTooLarge);
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses a type outside the accepted list before uploading it', async () => {
    mockFetch({});
    const { open, input } = renderComposer();
    // The picker's accept list hides it, but the browser lets "All files" through.
    fireEvent.change(input, { target: { files: [fileOf('setup.exe', 2048)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGING_MESSAGES.fileTypeNotAllowed);
    expect(screen.getByRole('alert')).toHaveTextContent('pdf, doc, docx, txt, jpg, jpeg, png, gif, mp4, mov');
    expect(open).not.toHaveBeenCalled();
  });

  it('uploads an accepted file just under the limit, showing its progress', async () => {
    mockFetch({});
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {});
    const { user, open, input } = renderComposer();
    await user.upload(input, fileOf('brief.pdf', 10 * 1024 * 1024 - 1, 'application/pdf'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('POST', '/api/messages/upload'));
    expect(send).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Uploading brief\.pdf… 0%/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
  });
});

describe('Writing a message', () => {
  it('sends on Enter and keeps Shift+Enter for a new line', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'POST /api/messages': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(201, { message: aMessage() });
      },
    });
    const { user } = renderComposer();
    const box = screen.getByLabelText('Message Casey');
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(bodies).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toEqual([{ conversationId: CONVERSATION, content: 'First line\nsecond line', type: 'text' }]));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('does not send a blank message', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderComposer();
    await user.type(screen.getByLabelText('Message Casey'), '   {Enter}');
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/api/messages'), expect.anything());
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('shows the network error when sending fails offline', async () => {
    mockFetch({
      'POST /api/messages': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderComposer();
    await user.type(screen.getByLabelText('Message Casey'), 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    expect(screen.getByLabelText('Message Casey')).toHaveValue('Hello');
  });
});
