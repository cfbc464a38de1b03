import type { TCreatorProfile } from '@briefly/shared/submissions';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { creatorSubmission } from '@/test/fixtures/submissions';
import { PortfolioTab } from './portfolio-tab';
import { ProfileTab } from './profile-tab';
import { renderWorkspace, sentBody } from './test-utils';

const PROFILE: TCreatorProfile = {
  id: 'creator-1',
  email: 'maya@example.test',
  fullName: 'Maya Chen',
  userName: 'mayacreates',
  socialInstagram: '',
  socialTikTok: '@mayacreates',
  socialYouTube: '',
  socialTwitter: '',
  socialLinkedIn: '',
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('ProfileTab', () => {
  it('loads the profile, keeps the email read-only, and saves the changes', async () => {
    const save = vi.fn((init: RequestInit | undefined) =>
      json(200, { profile: { ...PROFILE, ...(sentBody(init) as object) } }),
    );
    mockFetch({
      'GET /api/creators/profile': () => json(200, { profile: PROFILE }),
      'PUT /api/creators/profile': save,
    });
    const { user } = renderWorkspace(<ProfileTab />);

    expect(await screen.findByLabelText('Full name')).toHaveValue('Maya Chen');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('TikTok')).toHaveValue('@mayacreates');

    await user.type(screen.getByLabelText('Instagram'), '@maya.shoots');
    await user.type(screen.getByLabelText('LinkedIn'), 'https://www.linkedin.com/in/maya');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sentBody(save.mock.calls[0]?.[0])).toEqual({
      fullName: 'Maya Chen',
      userName: 'mayacreates',
      socialInstagram: '@maya.shoots',
      socialTikTok: '@mayacreates',
      socialYouTube: '',
      socialTwitter: '',
      socialLinkedIn: 'https://www.linkedin.com/in/maya',
    });
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('keeps the signed-in name in step with a saved profile', async () => {
    localStorage.setItem('token', 'test-token');
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: PROFILE.id,
        type: 'creator',
        email: PROFILE.email,
        name: 'Maya Chen',
        fullName: 'Maya Chen',
        userName: 'mayacreates',
      }),
    );
    const save = vi.fn((init: RequestInit | undefined) =>
      json(200, { profile: { ...PROFILE, ...(sentBody(init) as object) } }),
    );
    mockFetch({
      'GET /api/creators/profile': () => json(200, { profile: PROFILE }),
      'PUT /api/creators/profile': save,
      'GET /api/me': () => json(200, { user: JSON.parse(localStorage.getItem('user')!) }),
    });
    const { user } = renderWorkspace(<ProfileTab />);

    const fullName = await screen.findByLabelText('Full name');
    await user.clear(fullName);
    await user.type(fullName, 'Maya Chen-Ortiz');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
        name: 'Maya Chen-Ortiz',
        fullName: 'Maya Chen-Ortiz',
      }),
    );
    localStorage.clear();
  });

  it('shows the server refusal on the username when it is taken, and checks the username first', async () => {
    mockFetch({
      'GET /api/creators/profile': () => json(200, { profile: PROFILE }),
      'PUT /api/creators/profile': () => json(409, { error: 'This username is already taken', code: 'USERNAME_TAKEN' }),
    });
    const { user } = renderWorkspace(<ProfileTab />);
    const userName = await screen.findByLabelText('Username');

    await user.clear(userName);
    await user.type(userName, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Username must be at least 3 characters long')).toBeInTheDocument();

    await user.type(userName, 'c');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save your profile: This username is already taken')).toBeInTheDocument();
    expect(userName).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('PortfolioTab', () => {
  const analytics = (rating: number | null) => ({
    totalSubmissions: 8,
    approvedSubmissions: 7,
    rejectedSubmissions: 1,
    pendingSubmissions: 0,
    totalEarnings: 1234.5,
    successRate: 87.5,
    monthly: [],
    completedProjects: 8,
    rating,
  });

  it('shows true figures, no rating, and up to 6 shortlisted submissions, each opening its content in a new tab', async () => {
    const approved = Array.from({ length: 7 }, (_, index) =>
      creatorSubmission({
        id: `s${index}`,
        briefTitle: `Approved work ${index + 1}`,
        status: 'approved',
        files: `https://example.com/work/${index + 1}`,
      }),
    );
    mockFetch({
      'GET /api/creators/analytics': () => json(200, analytics(4.2)),
      'GET /api/creators/submissions': () =>
        json(200, { submissions: [creatorSubmission({ id: 'pending', briefTitle: 'Still pending' }), ...approved] }),
    });
    renderWorkspace(<PortfolioTab />);
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    // Nobody rates creators yet: no rating is shown, whatever the analytics call carries.
    expect(screen.queryByText(/Rating|4\.2/)).not.toBeInTheDocument();
    expect(screen.getByText('Shortlisted Work').parentElement).toHaveTextContent('7');
    const links = await screen.findAllByRole('link', { name: /Approved work/ });
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/work/1');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Still pending')).not.toBeInTheDocument();
  });

  it('says when there is no featured work yet', async () => {
    mockFetch({
      'GET /api/creators/analytics': () => json(200, analytics(null)),
      'GET /api/creators/submissions': () => json(200, { submissions: [] }),
    });
    renderWorkspace(<PortfolioTab />);
    expect(await screen.findByText('No featured work yet')).toBeInTheDocument();
  });
});
