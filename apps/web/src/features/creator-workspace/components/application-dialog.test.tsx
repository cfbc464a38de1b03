import { SUBMISSION_MESSAGES } from '@briefly/shared/submissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { creatorBrief, creatorSubmission } from '@/test/fixtures/submissions';
import { ApplicationDialog } from './application-dialog';
import { renderWorkspace, sentBody } from './test-utils';

const submitButton = () => screen.getByRole('button', { name: 'Submit Application' });
const urlField = () => screen.getByLabelText('Content URL');

describe('ApplicationDialog', () => {
  it('checks the content URL with the spec messages, clearing the error as soon as the field is edited', async () => {
    const apply = vi.fn((_init: RequestInit | undefined) =>
      json(201, { submission: creatorSubmission(), created: true }),
    );
    mockFetch({
      'GET /api/creators/briefs': () => json(200, { briefs: [creatorBrief()] }),
      'POST /api/briefs/brief-1/apply': apply,
    });
    const onClose = vi.fn();
    const { user } = renderWorkspace(<ApplicationDialog briefId="brief-1" opened onClose={onClose} />);

    expect(await screen.findByLabelText('Content URL')).toHaveAttribute('type', 'url');
    expect(urlField()).toBeRequired();
    expect(screen.getByRole('dialog', { name: 'Apply to Brief' })).toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByText(SUBMISSION_MESSAGES.contentUrlRequired)).toBeInTheDocument();
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(urlField(), 'n');
    expect(screen.queryByText(SUBMISSION_MESSAGES.contentUrlRequired)).not.toBeInTheDocument();
    await user.type(urlField(), 'ot a link');
    await user.click(submitButton());
    expect(await screen.findByText(SUBMISSION_MESSAGES.invalidUrl)).toBeInTheDocument();

    await user.clear(urlField());
    expect(screen.queryByText(SUBMISSION_MESSAGES.invalidUrl)).not.toBeInTheDocument();
    await user.type(urlField(), 'javascript:alert(1)');
    await user.click(submitButton());
    expect(await screen.findByText(SUBMISSION_MESSAGES.invalidUrl)).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();

    await user.clear(urlField());
    await user.type(urlField(), '  https://www.tiktok.com/@maya/video/1 ');
    await user.type(screen.getByLabelText('Additional Information'), 'Shot at dawn.');
    await user.click(submitButton());

    await waitFor(() => expect(apply).toHaveBeenCalledTimes(1));
    expect(sentBody(apply.mock.calls[0]?.[0])).toEqual({
      contentUrl: 'https://www.tiktok.com/@maya/video/1',
      additionalInfo: 'Shot at dawn.',
      amount: '500',
    });
    expect(await screen.findByText(SUBMISSION_MESSAGES.applied)).toBeInTheDocument();
    expect(screen.getByText(SUBMISSION_MESSAGES.appliedDetail)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('opens in edit mode for a brief already applied to: prefilled from the submission, saved with PUT', async () => {
    const update = vi.fn((init: RequestInit | undefined) => {
      const body = sentBody(init) as { contentUrl: string; additionalInfo: string };
      return json(200, { submission: creatorSubmission({ files: body.contentUrl, content: body.additionalInfo }) });
    });
    mockFetch({
      'GET /api/creators/briefs': () =>
        json(200, {
          briefs: [creatorBrief({ hasApplied: true, mySubmissionId: 'submission-1', mySubmissionStatus: 'pending' })],
        }),
      'GET /api/creators/submissions/submission-1': () => json(200, { submission: creatorSubmission() }),
      'PUT /api/creators/submissions/submission-1': update,
    });
    const onClose = vi.fn();
    const { user } = renderWorkspace(<ApplicationDialog briefId="brief-1" opened onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: 'Update Application' });
    await waitFor(() => expect(urlField()).toHaveValue('https://www.tiktok.com/@maya/video/1'));
    expect(screen.getByLabelText('Additional Information')).toHaveValue('Shot in natural light.');
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();

    await user.clear(urlField());
    await user.type(urlField(), 'https://youtu.be/abc');
    await user.click(screen.getByRole('button', { name: 'Update Application' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(sentBody(update.mock.calls[0]?.[0])).toEqual({
      contentUrl: 'https://youtu.be/abc',
      additionalInfo: 'Shot in natural light.',
    });
    expect(await screen.findByText(SUBMISSION_MESSAGES.updated)).toBeInTheDocument();
    expect(screen.getByText(SUBMISSION_MESSAGES.updatedDetail)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server refusal, or Please try again. when there is no answer', async () => {
    let answer: 'closed' | 'offline' = 'closed';
    mockFetch({
      'GET /api/creators/briefs': () => json(200, { briefs: [creatorBrief()] }),
      'POST /api/briefs/brief-1/apply': () => {
        if (answer === 'offline') throw new TypeError('Failed to fetch');
        return json(409, { error: SUBMISSION_MESSAGES.briefClosed, code: 'BRIEF_CLOSED' });
      },
    });
    const { user } = renderWorkspace(<ApplicationDialog briefId="brief-1" opened onClose={() => {}} />);
    await user.type(await screen.findByLabelText('Content URL'), 'https://example.com/post');
    await user.click(submitButton());
    expect(
      await screen.findByText(`Failed to submit application: ${SUBMISSION_MESSAGES.briefClosed}`),
    ).toBeInTheDocument();

    answer = 'offline';
    await user.click(submitButton());
    expect(await screen.findByText('Failed to submit application: Please try again.')).toBeInTheDocument();
  });

  it('asks first when another creator sent the link to this brief; confirming submits it acknowledged', async () => {
    const apply = vi.fn((init: RequestInit | undefined) =>
      (sentBody(init) as { acknowledgeDuplicate?: boolean }).acknowledgeDuplicate === true
        ? json(201, { submission: creatorSubmission(), created: true })
        : json(409, { error: SUBMISSION_MESSAGES.duplicateLink, code: 'DUPLICATE_LINK' }),
    );
    mockFetch({
      'GET /api/creators/briefs': () => json(200, { briefs: [creatorBrief()] }),
      'POST /api/briefs/brief-1/apply': apply,
    });
    const onClose = vi.fn();
    const { user } = renderWorkspace(<ApplicationDialog briefId="brief-1" opened onClose={onClose} />);
    await user.type(await screen.findByLabelText('Content URL'), 'https://youtu.be/abcdefghijk');
    await user.click(submitButton());

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(SUBMISSION_MESSAGES.duplicateLink);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'It’s mine: submit' }));
    await waitFor(() => expect(apply).toHaveBeenCalledTimes(2));
    expect(sentBody(apply.mock.calls[1]?.[0])).toMatchObject({ acknowledgeDuplicate: true });
    expect(await screen.findByText(SUBMISSION_MESSAGES.applied)).toBeInTheDocument();
  });

  it('does not offer editing once the submission was reviewed', async () => {
    mockFetch({
      'GET /api/creators/briefs': () =>
        json(200, {
          briefs: [creatorBrief({ hasApplied: true, mySubmissionId: 'submission-1', mySubmissionStatus: 'approved' })],
        }),
      'GET /api/creators/submissions/submission-1': () =>
        json(200, { submission: creatorSubmission({ status: 'approved' }) }),
    });
    renderWorkspace(<ApplicationDialog briefId="brief-1" opened onClose={() => {}} />);
    expect(await screen.findByText(`${SUBMISSION_MESSAGES.cannotEditReviewed}.`)).toBeInTheDocument();
    expect(urlField()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update Application' })).not.toBeInTheDocument();
  });

  it('says when the submission cannot be loaded, with Retry', async () => {
    mockFetch({
      'GET /api/creators/briefs': () =>
        json(200, {
          briefs: [creatorBrief({ hasApplied: true, mySubmissionId: 'submission-1', mySubmissionStatus: 'pending' })],
        }),
      'GET /api/creators/submissions/submission-1': () =>
        json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' }),
    });
    renderWorkspace(<ApplicationDialog briefId="brief-1" opened onClose={() => {}} />);
    expect(await screen.findByText('Failed to load submission details', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
