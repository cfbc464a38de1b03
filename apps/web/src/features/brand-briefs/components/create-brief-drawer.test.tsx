import { BRIEF_MESSAGES } from '@briefly/shared/briefs';
import { dollarsToCents, formatUsd } from '@briefly/shared/money';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_USER, storeSession } from '@/test/brief-fixtures';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import type { BriefFormState } from '../lib/brief-form';
import { CreateBriefDrawer } from './create-brief-drawer';

function renderDrawer() {
  const user = userEvent.setup();
  const onContinueToPayment = vi.fn<(values: BriefFormState) => void>();
  const view = renderRoutes(
    [
      {
        path: '/brand/dashboard',
        element: (
          <CreateBriefDrawer
            opened
            onClose={() => {}}
            onContinueToPayment={onContinueToPayment}
            onSavedDraft={() => {}}
            feePercent={10}
          />
        ),
      },
    ],
    '/brand/dashboard?tab=create-brief',
  );
  return { user, onContinueToPayment, ...view };
}

const pressContinue = (user: UserEvent) => user.click(screen.getByRole('button', { name: /Continue to payment/ }));
const expectMessage = async (message: string) => expect(await screen.findByRole('alert')).toHaveTextContent(message);

async function pickDeadline(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /^Deadline/ }));
  await user.click(await screen.findByRole('button', { name: 'Next month' }));
  const days = screen.getAllByRole('button', { name: /^15 / });
  await user.click(days[0]!);
}

const amounts = () =>
  within(screen.getByTestId('tier-preview'))
    .getAllByTestId('tier-amount')
    .map((cell) => Number(cell.textContent?.replace(/[$,]/g, '')));

// Long user journeys: the default 5 s is too tight on a busy machine.
const JOURNEY = { timeout: 30_000 };

describe('CreateBriefDrawer', () => {
  it('starts with the five templates and start from scratch, then shows the template fields', async () => {
    mockFetch({});
    const { user } = renderDrawer();
    for (const name of [
      'Podcast / Live',
      'E-commerce Product',
      'Talent Giveaway',
      'Tweets',
      'IG Story Blitz',
      'Start from scratch',
    ]) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: /E-commerce Product/ }));
    expect(screen.getByLabelText('Product name')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Anywhere');
    expect(screen.getByLabelText(/Private brief/)).toHaveAccessibleDescription('Only invited creators can see it');
    expect(
      screen.getByText('A 10% platform fee is taken from each cash or credit reward when it is awarded.'),
    ).toBeInTheDocument();
    // The footer's actions are one group, laid out by CSS in two rows on a phone (Back and Save as
    // draft, then a full-width Continue) and one row from 576 px.
    const actions = screen.getByRole('group', { name: 'Brief actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Back', 'Save as draft', 'Continue to payment']);
  });

  it(
    'refuses with the spec messages in the spec order, then hands the values to the payment step',
    JOURNEY,
    async () => {
      mockFetch({ 'GET /api/me': () => json(200, { user: BRAND_USER }) });
      const { user, onContinueToPayment } = renderDrawer();
      await user.click(screen.getByRole('button', { name: /Start from scratch/ }));

      // 1. Not signed in.
      await pressContinue(user);
      await expectMessage(BRIEF_MESSAGES.loginRequired);
      storeSession(BRAND_USER);

      // 2. Title, description and requirements.
      await pressContinue(user);
      await expectMessage(BRIEF_MESSAGES.requiredFields);
      await user.type(screen.getByLabelText('Title'), 'Latte art giveaway');
      await user.type(screen.getByLabelText('Description'), 'Show us your latte art.');
      await pressContinue(user);
      await expectMessage(BRIEF_MESSAGES.requiredFields);
      await user.type(screen.getByLabelText('Requirements'), 'One short video.');

      // 3. Deadline.
      await pressContinue(user);
      await expectMessage(BRIEF_MESSAGES.deadline);
      await pickDeadline(user);

      // 4. Winners.
      await user.clear(screen.getByLabelText('Number of winners'));
      await pressContinue(user);
      await expectMessage(BRIEF_MESSAGES.winners);
      await user.type(screen.getByLabelText('Number of winners'), '2');

      // 5. At least one tier (manual tiers, all removed).
      await user.click(screen.getByText('Set manually'));
      await user.click(screen.getByRole('button', { name: 'Remove Reward 2' }));
      await user.click(screen.getByRole('button', { name: 'Remove Reward 1' }));
      await pressContinue(user);
      await expectMessage(BRIEF_MESSAGES.tiers);

      // 6. Tier amounts above 0.
      await user.click(screen.getByRole('button', { name: 'Add tier' }));
      await pressContinue(user);
      await expectMessage(BRIEF_MESSAGES.tierAmounts);

      // Then the server's own checks: the pool, and tiers within it.
      await user.clear(screen.getByLabelText('Reward 1 cash amount'));
      await user.type(screen.getByLabelText('Reward 1 cash amount'), '300');
      await pressContinue(user);
      await expectMessage(BRIEF_MESSAGES.minReward);
      await user.type(screen.getByLabelText('Total reward'), '250');
      await pressContinue(user);
      await expectMessage(BRIEF_MESSAGES.tiersExceedPool);

      await user.clear(screen.getByLabelText('Reward 1 cash amount'));
      await user.type(screen.getByLabelText('Reward 1 cash amount'), '200');
      await user.type(screen.getByLabelText('Reward 1 credit amount'), '50');
      await pressContinue(user);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(onContinueToPayment).toHaveBeenCalledTimes(1);
      const values = onContinueToPayment.mock.calls[0]![0];
      expect(values).toMatchObject({
        title: 'Latte art giveaway',
        reward: 250,
        amountOfWinners: 2,
        tierMode: 'manual',
        location: 'Anywhere',
      });
      expect(values.manualTiers).toEqual([{ name: 'Reward 1', description: '', cashAmount: 200, creditAmount: 50 }]);
      expect(Date.parse(values.deadline)).toBeGreaterThan(Date.now());
    },
  );

  it('previews the automatic split live, and the tiers always sum to the reward', JOURNEY, async () => {
    mockFetch({});
    const { user } = renderDrawer();
    await user.click(screen.getByRole('button', { name: /Start from scratch/ }));
    const reward = screen.getByLabelText('Total reward');
    const winners = screen.getByLabelText('Number of winners');

    await user.type(reward, '1000.01');
    await user.clear(winners);
    await user.type(winners, '3');
    expect(
      within(screen.getByTestId('tier-preview'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['1st Place50%$500.01', '2nd Place30%$300.00', '3rd Place20%$200.00', 'Total$1,000.01']);

    for (const [pool, count] of [
      ['1000.01', 1],
      ['99.99', 2],
      ['1.07', 5],
      ['1234.56', 7],
      ['10', 10],
    ] as const) {
      await user.clear(reward);
      await user.type(reward, pool);
      await user.clear(winners);
      await user.type(winners, String(count));
      const split = amounts();
      expect(split).toHaveLength(count);
      // Every tier is whole cents (dollarsToCents throws otherwise) and together they are the pool.
      expect(split.reduce((sum, amount) => sum + dollarsToCents(amount), 0)).toBe(dollarsToCents(Number(pool)));
      expect(screen.getByTestId('tier-total')).toHaveTextContent(formatUsd(Number(pool)));
    }
    // 6 or more: 40% to the first place, the rest split equally (leftover cents go to the first places).
    const [first, ...rest] = amounts();
    expect(first).toBeGreaterThanOrEqual(4);
    expect(first).toBeLessThan(4.02);
    for (const amount of rest) expect(amount).toBeCloseTo(0.67, 1);
  });
});
