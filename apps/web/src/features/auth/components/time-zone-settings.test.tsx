import { TIME_ZONE_MESSAGES } from '@briefly/shared/account-time-zone';
import type { TSessionUser } from '@briefly/shared/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deviceZone } from '@/lib/viewer-time';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { TimeZoneSettings } from './time-zone-settings';

// Time zone in Settings (docs/product/accounts.md#your-time-zone, decision 039).

const creator: TSessionUser = {
  id: 'c1',
  type: 'creator',
  email: 'ada@example.test',
  name: 'Ada',
  fullName: 'Ada',
  userName: 'ada',
  emailVerified: true,
  timeZone: 'America/New_York',
  timeZoneChosen: true,
};

function renderSettings(user: TSessionUser = creator) {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('userId', user.id);
  return renderRoutes([{ path: '/creator/dashboard', element: <TimeZoneSettings /> }], '/creator/dashboard');
}

const sent = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

describe('TimeZoneSettings', () => {
  it('shows the stored zone, finds another by its city and keeps it as the person’s choice', async () => {
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'PUT /api/me/time-zone': (init) =>
        json(200, { timeZone: JSON.parse(String(init?.body)).timeZone, timeZoneChosen: true }),
    });
    const user = userEvent.setup();
    renderSettings();
    const select = await screen.findByRole('combobox', { name: 'Your time zone' });
    expect((select as HTMLInputElement).value).toMatch(/^America\/New York \(GMT-[45]\)$/);
    expect(screen.getByText(/^Chosen by you; this device is on /)).toBeInTheDocument();

    await user.clear(select);
    await user.type(select, 'tokyo');
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo (GMT+9)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: times are written in Asia/Tokyo.');
    expect(sent(fetchMock)).toEqual([{ timeZone: 'Asia/Tokyo', source: 'chosen' }]);
    expect(screen.getByRole('combobox', { name: 'Your time zone' })).toHaveValue('Asia/Tokyo (GMT+9)');
    expect(screen.getByText(/GMT\+9, Tokyo there now\./)).toBeInTheDocument();
  });

  it('“Use this device’s zone” follows the device again', async () => {
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'PUT /api/me/time-zone': () => json(200, { timeZone: deviceZone(), timeZoneChosen: false }),
    });
    const user = userEvent.setup();
    renderSettings();
    const button = await screen.findByRole('button', { name: 'Use this device’s zone' });
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(`Following this device: ${deviceZone()}.`);
    expect(sent(fetchMock)).toEqual([{ timeZone: deviceZone(), source: 'device' }]);
    expect(screen.getByText(`Following this device (${deviceZone()}).`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use this device’s zone' })).toBeDisabled();
  });

  it('says why a zone was refused, in the envelope’s words', async () => {
    mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'PUT /api/me/time-zone': () => json(400, { code: 'VALIDATION_ERROR', error: TIME_ZONE_MESSAGES.invalid }),
    });
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Use this device’s zone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TIME_ZONE_MESSAGES.invalid);
  });
});
