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

  it('uploads an accepted file just under the limit once sent, showing its progress', async () => {
    mockFetch({});
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {});
    const { user, open, input } = renderComposer();
    await user.upload(input, fileOf('brief.pdf', 10 * 1024 * 1024 - 1, 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Send brief.pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('POST', '/api/messages/upload'));
    expect(send).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Uploading brief\.pdf… 0%/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
  });
});

describe('A picked file waits for Send (docs/product/messaging.md#screen)', () => {
  const sentForms = () => {
    const forms: FormData[] = [];
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation((body) => {
      if (body instanceof FormData) forms.push(body);
    });
    return forms;
  };
  const stubObjectUrls = () => {
    const create = vi.fn(() => 'blob:preview-1');
    const revoke = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }));
    return { create, revoke };
  };

  it('shows a picture as a thumbnail and sends nothing', async () => {
    mockFetch({});
    const forms = sentForms();
    const { create } = stubObjectUrls();
    const { user, open, input } = renderComposer();
    await user.upload(input, fileOf('moodboard.png', 2048, 'image/png'));
    expect(await screen.findByRole('img', { name: 'Preview of moodboard.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getByText('moodboard.png · 2 KB')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Attachment moodboard.png, not sent yet' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(forms).toHaveLength(0);
  });

  it('shows another file as a card with its name, type and size', async () => {
    mockFetch({});
    const { user, input } = renderComposer();
    await user.upload(input, fileOf('brief.pdf', 340 * 1024, 'application/pdf'));
    const card = screen.getByTestId('pending-file-card');
    expect(card).toHaveTextContent('brief.pdf');
    expect(card).toHaveTextContent('application/pdf · 340 KB');
  });

  it('cancels with the button or Escape: the file is gone, nothing sent, the picture released', async () => {
    mockFetch({});
    const forms = sentForms();
    const { revoke } = stubObjectUrls();
    const { user, open, input } = renderComposer();
    await user.upload(input, fileOf('moodboard.png', 2048, 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Cancel sending moodboard.png' }));
    expect(screen.queryByRole('group', { name: /moodboard\.png/ })).not.toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByLabelText('Message Casey')).toHaveFocus();

    await user.upload(input, fileOf('notes.txt', 12, 'text/plain'));
    await user.type(screen.getByLabelText('Caption (optional)'), 'draft');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /notes\.txt/ })).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(forms).toHaveLength(0);
  });

  it('sends the file with its caption as the message text, in one request', async () => {
    const fetchMock = mockFetch({});
    const forms = sentForms();
    stubObjectUrls();
    const { user, open, input } = renderComposer();
    const picture = fileOf('moodboard.png', 2048, 'image/png');
    await user.upload(input, picture);
    await user.type(screen.getByLabelText('Caption (optional)'), 'First cut of the moodboard{Enter}');
    await waitFor(() => expect(open).toHaveBeenCalledWith('POST', '/api/messages/upload'));
    expect(forms).toHaveLength(1);
    expect(forms[0]!.get('conversationId')).toBe(CONVERSATION);
    expect(forms[0]!.get('content')).toBe('First cut of the moodboard');
    expect((forms[0]!.get('file') as File).name).toBe('moodboard.png');
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/api/messages'), expect.anything());
    expect(screen.queryByRole('group', { name: /moodboard\.png/ })).not.toBeInTheDocument();
  });

  it('sends no caption field when the caption is left blank', async () => {
    mockFetch({});
    const forms = sentForms();
    const { user, input } = renderComposer();
    await user.upload(input, fileOf('brief.pdf', 2048, 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Send brief.pdf' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]!.has('content')).toBe(false);
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
    await waitFor(() =>
      expect(bodies).toEqual([{ conversationId: CONVERSATION, content: 'First line\nsecond line', type: 'text' }]),
    );
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
