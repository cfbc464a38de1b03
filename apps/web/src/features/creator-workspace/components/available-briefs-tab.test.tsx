import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { creatorBrief, daysFromNow } from '@/test/fixtures/submissions';
import { AvailableBriefsTab } from './available-briefs-tab';
import { renderWorkspace } from './test-utils';

const brief = (id: string, title: string, reward: number, extra: Parameters<typeof creatorBrief>[0] = {}) =>
  creatorBrief({ id, title, reward, totalRewardValue: reward, ...extra });

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('AvailableBriefsTab', () => {
  it('sorts by reward high → low, then low → high, on each press', async () => {
    mockFetch({
      'GET /api/creators/briefs': () =>
        json(200, {
          briefs: [brief('a', 'Mid', 500), brief('b', 'Low', 120.5), brief('c', 'High', 2500), brief('d', 'Tiny', 20)],
        }),
    });
    const { user } = renderWorkspace(<AvailableBriefsTab />);
    await screen.findByRole('heading', { name: 'Mid' });
    expect(cardTitles()).toEqual(['Mid', 'Low', 'High', 'Tiny']);

    await user.click(screen.getByRole('button', { name: 'Sort by Reward' }));
    expect(cardTitles()).toEqual(['High', 'Mid', 'Low', 'Tiny']);
    expect(screen.getByText('Highest reward first')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sort by Reward' }));
    expect(cardTitles()).toEqual(['Tiny', 'Low', 'Mid', 'High']);
    expect(screen.getByText('Lowest reward first')).toBeInTheDocument();
  });

  it('offers Apply, View/Update Application, or says why a brief is closed', async () => {
    mockFetch({
      'GET /api/creators/briefs': () =>
        json(200, {
          briefs: [
            brief('open', 'Open brief', 100),
            brief('mine', 'Applied brief', 100, {
              hasApplied: true,
              mySubmissionId: 's1',
              mySubmissionStatus: 'pending',
            }),
            brief('expired', 'Expired brief', 100, { acceptsApplications: false, deadline: daysFromNow(-2) }),
            brief('draft', 'Paused brief', 100, { acceptsApplications: false, status: 'draft' }),
          ],
        }),
    });
    renderWorkspace(<AvailableBriefsTab />);
    const card = async (name: string) => (await screen.findByRole('article', { name })) as HTMLElement;
    expect(within(await card('Open brief')).getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(within(await card('Applied brief')).getByRole('button', { name: 'View/Update Application' })).toBeEnabled();
    expect(within(await card('Applied brief')).getByText('Pending')).toBeInTheDocument();
    expect(within(await card('Expired brief')).getByRole('button', { name: 'Expired' })).toBeDisabled();
    expect(within(await card('Paused brief')).getByRole('button', { name: 'Not Available' })).toBeDisabled();
  });

  it('says when there are none', async () => {
    mockFetch({ 'GET /api/creators/briefs': () => json(200, { briefs: [] }) });
    renderWorkspace(<AvailableBriefsTab />);
    expect(await screen.findByText('No available briefs')).toBeInTheDocument();
  });
});
