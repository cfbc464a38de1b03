import type { TDispute } from '@briefly/shared/disputes';
import { MESSAGING_MESSAGES } from '@briefly/shared/messaging';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { TestProviders } from '@/test/render';
import { DisputeMessageForm } from './dispute-message-form';

// The dispute's message box (docs/product/disputes.md#messages-and-evidence-files): a file is checked as
// it is picked, shown until Send, then uploaded with the message, its progress shown; refusals in an alert.

const DISPUTE = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'open',
  messages: [],
} as unknown as TDispute;

const fileOf = (name: string, size: number, type = 'application/octet-stream') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function renderForm() {
  const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
  const user = userEvent.setup();
  render(
    <TestProviders>
      <DisputeMessageForm dispute={DISPUTE} />
    </TestProviders>,
  );
  return { user, open, input: screen.getByTestId('dispute-file-input') as HTMLInputElement };
}

describe('Attach a file to a dispute message', () => {
  it('refuses a type off the list and a file of 10 MB before sending anything', async () => {
    mockFetch({});
    const { user, open, input } = renderForm();
    await user.upload(input, fileOf('cut.pdf', 10 * 1024 * 1024, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGING_MESSAGES.fileTooLarge);
    // The picker's accept list hides it, but the browser lets "All files" through.
    fireEvent.change(input, { target: { files: [fileOf('setup.exe', 2048)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGING_MESSAGES.fileTypeNotAllowed);
    expect(screen.queryByTestId('chosen-evidence')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the chosen file with its size, then uploads it with the message and its progress', async () => {
    mockFetch({});
    const forms: FormData[] = [];
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation((body) => {
      if (body instanceof FormData) forms.push(body);
    });
    const { user, open, input } = renderForm();
    await user.upload(input, fileOf('brief.pdf', 340 * 1024, 'application/pdf'));
    expect(screen.getByTestId('chosen-evidence')).toHaveTextContent('brief.pdf');
    expect(screen.getByTestId('chosen-evidence')).toHaveTextContent('340 KB');
    expect(open).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Page 2 of the brief');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('POST', `/api/disputes/${DISPUTE.id}/files`));
    expect(forms[0]?.get('body')).toBe('Page 2 of the brief');
    expect((forms[0]?.get('file') as File).name).toBe('brief.pdf');
    expect(screen.getByText(/Uploading brief\.pdf… 0%/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
  });

  it('removes a chosen file', async () => {
    mockFetch({});
    const { user, input } = renderForm();
    await user.upload(input, fileOf('shot.png', 2048, 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Remove shot.png' }));
    expect(screen.queryByTestId('chosen-evidence')).not.toBeInTheDocument();
  });
});
