import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submissionAward } from '@/test/fixtures/submissions';
import { TestProviders } from '@/test/render';
import { SubmissionAward, type AwardViewer } from './submission-award';

const renderAward = (award: Parameters<typeof SubmissionAward>[0]['award'], viewer: AwardViewer = 'brand') =>
  render(
    <TestProviders>
      <SubmissionAward award={award} viewer={viewer} />
    </TestProviders>,
  );

describe('SubmissionAward', () => {
  it('renders nothing without an award', () => {
    renderAward(null);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByText(/Winner/)).not.toBeInTheDocument();
  });

  it('shows the place, the cash amount and that it was paid', () => {
    renderAward(submissionAward({ position: 2, amount: 75 }));
    const award = screen.getByRole('group', { name: 'Winner · 2nd place · $75.00 cash · Paid' });
    // The place is the status badge's to say (beside it on every screen): not a second badge here.
    expect(award).not.toHaveTextContent('Winner');
    expect(award).toHaveTextContent('$75.00 cash');
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  it('says held cash waits for the payout account, with a hint for whoever looks', () => {
    const held = submissionAward({ amount: 90, payoutStatus: 'held', paidAt: null });
    const { unmount } = renderAward(held, 'creator');
    expect(screen.getByTitle(/your payout account is active/)).toHaveTextContent('Held');
    expect(screen.getByText('$90.00 cash')).toHaveAttribute('title', 'What you receive, after the platform fee');
    unmount();
    renderAward(held, 'brand');
    expect(screen.getByTitle(/the creator connects/)).toHaveTextContent('Held');
  });

  it('shows settled credit as credited (not paid), credit awaiting payout and failed cash', () => {
    const { unmount } = renderAward(submissionAward({ rewardType: 'credit', amount: 50 }));
    expect(screen.getByRole('group')).toHaveAccessibleName('Winner · 1st place · $50.00 credit · Credited');
    expect(screen.getByText('Credited')).toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
    unmount();
    const second = renderAward(
      submissionAward({ rewardType: 'credit', amount: 50, payoutStatus: 'pending', paidAt: null }),
    );
    expect(screen.getByText('Awaiting payout')).toBeInTheDocument();
    second.unmount();
    renderAward(submissionAward({ payoutStatus: 'failed', paidAt: null }));
    expect(screen.getByText('Payout failed')).toBeInTheDocument();
  });

  it('names a prize and moves no money', () => {
    renderAward(
      submissionAward({
        position: 3,
        rewardType: 'prize',
        amount: 0,
        prizeName: 'Camera kit',
        payoutStatus: 'none',
        paidAt: null,
      }),
    );
    expect(screen.getByRole('group')).toHaveAccessibleName('Winner · 3rd place · Prize: Camera kit');
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('reads just Winner for a reward outside the tiers', () => {
    renderAward(submissionAward({ position: null }));
    expect(screen.getByRole('group')).toHaveAccessibleName('Winner · $75.00 cash · Paid');
  });
});
