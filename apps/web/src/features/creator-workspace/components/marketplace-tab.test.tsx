import { TEMPLATE_FILTER_OPTIONS } from '@briefly/shared/brief-templates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { creatorBrief, daysFromNow } from '@/test/fixtures/submissions';
import { MarketplaceTab } from './marketplace-tab';
import { renderWorkspace } from './test-utils';

const BRIEFS = [
  creatorBrief({
    id: 'unbox',
    title: 'Unbox our Winter Roast gift set',
    description: 'Film an unboxing of the gift set.',
    template: 'ecommerce-product',
  }),
  creatorBrief({
    id: 'summit',
    title: 'Summit photo contest',
    description: 'Share your best trail shots.',
    template: 'talent-giveaway',
    brandName: 'Peak Outdoor Co.',
  }),
  creatorBrief({
    id: 'thread',
    title: 'Explain our API in a thread',
    description: 'Five posts that explain the API.',
    template: 'tweets',
    hasApplied: true,
    mySubmissionId: 's1',
    mySubmissionStatus: 'pending',
  }),
  creatorBrief({
    id: 'closed',
    title: 'Coffee facts',
    description: 'Closed already.',
    acceptsApplications: false,
    deadline: daysFromNow(-3),
  }),
];

const shownTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

async function pickTemplate(user: ReturnType<typeof renderWorkspace>['user'], label: string) {
  await user.click(screen.getByLabelText('Template', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('MarketplaceTab', () => {
  it('lists the open briefs, with Apply or the application already sent', async () => {
    mockFetch({ 'GET /api/creators/briefs': () => json(200, { briefs: BRIEFS }) });
    renderWorkspace(<MarketplaceTab />);
    await screen.findByRole('heading', { name: 'Summit photo contest' });
    expect(shownTitles()).toEqual([
      'Unbox our Winter Roast gift set',
      'Summit photo contest',
      'Explain our API in a thread',
    ]);
    expect(
      within(screen.getByRole('article', { name: 'Summit photo contest' })).getByRole('button', { name: 'Apply' }),
    ).toBeEnabled();
    expect(
      within(screen.getByRole('article', { name: 'Explain our API in a thread' })).getByRole('button', {
        name: /View(\/Update)? Application/,
      }),
    ).toBeEnabled();
    for (const [name, href] of [
      ['Community', '/community'],
      ['Events', '/events'],
      ['Success Stories', '/success-stories'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
  });

  it('filters by the search box (title, description, brand) and the template select', async () => {
    mockFetch({ 'GET /api/creators/briefs': () => json(200, { briefs: BRIEFS }) });
    const { user } = renderWorkspace(<MarketplaceTab />);
    await screen.findByRole('heading', { name: 'Summit photo contest' });

    await user.type(screen.getByRole('textbox', { name: 'Search briefs' }), 'peak outdoor');
    await waitFor(() => expect(shownTitles()).toEqual(['Summit photo contest']));
    await user.clear(screen.getByRole('textbox', { name: 'Search briefs' }));
    await user.type(screen.getByRole('textbox', { name: 'Search briefs' }), 'UNBOXING');
    await waitFor(() => expect(shownTitles()).toEqual(['Unbox our Winter Roast gift set']));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    // A brief matches the template it was made from, nothing else: 'Summit photo contest' is not
    // under a photography label because its text says 'photo' (the public marketplace's rule).
    await pickTemplate(user, 'Talent Giveaway');
    await waitFor(() => expect(shownTitles()).toEqual(['Summit photo contest']));
    await pickTemplate(user, 'E-commerce Product');
    await waitFor(() => expect(shownTitles()).toEqual(['Unbox our Winter Roast gift set']));
    await pickTemplate(user, 'Tweets');
    await waitFor(() => expect(shownTitles()).toEqual(['Explain our API in a thread']));
    await pickTemplate(user, 'Podcast / Live');
    expect(await screen.findByText('No briefs match your filters')).toBeInTheDocument();
    await pickTemplate(user, 'Tweets');

    await user.type(screen.getByRole('textbox', { name: 'Search briefs' }), 'summit');
    expect(await screen.findByText('No briefs match your filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(3));
  });

  it('says when no brief is open', async () => {
    mockFetch({ 'GET /api/creators/briefs': () => json(200, { briefs: [BRIEFS[3]] }) });
    renderWorkspace(<MarketplaceTab />);
    expect(await screen.findByText('No marketplace briefs available')).toBeInTheDocument();
  });

  it('opens the application dialog for ?brief=<id> (sent by the public brief page)', async () => {
    mockFetch({ 'GET /api/creators/briefs': () => json(200, { briefs: BRIEFS }) });
    const { router } = renderWorkspace(<MarketplaceTab />, '/creator/dashboard?tab=marketplace&brief=summit');
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Brief' });
    expect(await within(dialog).findByText('Summit photo contest')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=marketplace'));
  });
});

describe('template select', () => {
  it('offers the public marketplace’s list: All Templates and the five brief templates', async () => {
    mockFetch({ 'GET /api/creators/briefs': () => json(200, { briefs: BRIEFS }) });
    const { user } = renderWorkspace(<MarketplaceTab />);
    await screen.findByRole('heading', { name: 'Summit photo contest' });
    await user.click(screen.getByLabelText('Template', { selector: 'input' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(TEMPLATE_FILTER_OPTIONS.map((option) => option.label));
    expect(options).toEqual([
      'All Templates',
      'Podcast / Live',
      'E-commerce Product',
      'Talent Giveaway',
      'Tweets',
      'IG Story Blitz',
    ]);
  });
});
