import type { TSessionUser } from '@briefly/shared/auth';
import { photoUrls } from '@briefly/shared/photos';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { PhotoSettings, squareCrop } from './photo-settings';

// Photo or logo in Settings (docs/product/photos.md).

const creator: TSessionUser = {
  id: 'c1',
  type: 'creator',
  email: 'ada@example.test',
  name: 'Ada Lovelace',
  fullName: 'Ada Lovelace',
  userName: 'ada',
  emailVerified: true,
};
const HASH = '0123456789abcdef0123456789abcdef';

function renderSettings(user: TSessionUser = creator) {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('userId', user.id);
  return renderRoutes(
    [{ path: '/settings', element: <PhotoSettings creator={user.type === 'creator'} /> }],
    '/settings',
  );
}

describe('PhotoSettings', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the crop step shows the chosen file through one.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
  });

  it('adds a photo through the crop step, then removes it', async () => {
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'POST /api/me/photo': () => json(200, { photo: photoUrls(HASH) }),
      'DELETE /api/me/photo': () => json(200, { photo: null }),
    });
    const user = userEvent.setup();
    const { container } = renderSettings();
    expect(await screen.findByText(/your initials are shown/)).toBeInTheDocument();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(/Drag to place the square/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: your photo is shown wherever your name is.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect((post[1]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', `/api/photos/${HASH}-128.webp`);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed: your initials are shown again.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
  });

  it('says a brand adds a logo, and refuses a picture over 5 MB before sending it', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': () => json(200, { user: { ...creator, type: 'brand' } }) });
    const user = userEvent.setup();
    const { container } = renderSettings({ ...creator, type: 'brand', companyName: 'Peak' });
    expect(await screen.findByRole('button', { name: 'Add a logo' })).toBeInTheDocument();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('That picture is too large: the limit is 5 MB.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the chosen area as a whole-pixel square', () => {
    expect(squareCrop({ x: 10.4, y: -0.2, width: 300.7, height: 300.2 })).toEqual({ x: 10, y: 0, size: 300 });
  });
});
