import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { ActivityList } from './overview-activity-list';

const at = new Date(Date.now() - 60_000).toISOString();

describe('ActivityList', () => {
  it('shows wins, payments, holds and requests for changes as the server words them', () => {
    render(
      <TestProviders>
        <ActivityList
          items={[
            { id: 's1:paid', kind: 'paid', title: 'Reward paid · $90.00', detail: 'To your payout account', at },
            { id: 's1:won', kind: 'won', title: 'Winner · 1st place', detail: 'Spring launch · Acme', at },
            { id: 's2:held', kind: 'held', title: 'Reward held · $45.00', detail: 'Waiting in your wallet', at },
            { id: 'h1:changes_requested', kind: 'changes_requested', title: 'Changes requested', detail: 'x', at },
          ]}
        />
      </TestProviders>,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringContaining('Reward paid · $90.00'),
      expect.stringContaining('Winner · 1st place'),
      expect.stringContaining('Reward held · $45.00'),
      expect.stringContaining('Changes requested'),
    ]);
  });
});
