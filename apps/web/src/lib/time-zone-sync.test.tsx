import type { TSessionUser } from '@briefly/shared/auth';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { TestProviders } from '@/test/render';
import { useSession } from './session';
import { useTimeZoneSync } from './time-zone-sync';
import { deviceZone, setAccountZone, viewerZone } from './viewer-time';

// The account's zone kept in step with the device, quietly (decision 039).

const brand: TSessionUser = { id: 'b1', type: 'brand', email: 'b@example.test', name: 'Acme', emailVerified: true };

/** Writes the session's zone where the test can read it. */
function Probe() {
  useTimeZoneSync();
  return <output data-testid="zone">{useSession().user?.timeZone ?? ''}</output>;
}

function renderSignedIn(user: TSessionUser) {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('userId', user.id);
  return render(
    <TestProviders>
      <Probe />
    </TestProviders>,
  );
}

const puts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => setAccountZone(null));

describe('useTimeZoneSync', () => {
  it('stores the device’s zone once when the account has none, and keeps the answer', async () => {
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: brand }),
      'PUT /api/me/time-zone': () => json(200, { timeZone: deviceZone(), timeZoneChosen: false }),
    });
    const view = renderSignedIn(brand);
    await waitFor(() => expect(view.getByTestId('zone')).toHaveTextContent(deviceZone()));
    expect(puts(fetchMock)).toEqual([{ timeZone: deviceZone(), source: 'detected' }]);
    expect(viewerZone()).toBe(deviceZone());
  });

  it('says nothing when the account already follows this device', async () => {
    const synced = { ...brand, timeZone: deviceZone(), timeZoneChosen: false };
    const fetchMock = mockFetch({ 'GET /api/me': () => json(200, { user: synced }) });
    renderSignedIn(synced);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts(fetchMock)).toEqual([]);
  });

  it('never sends the device’s zone over a chosen one, and pages write times in the chosen one', async () => {
    const elsewhere = deviceZone() === 'Pacific/Chatham' ? 'Asia/Tokyo' : 'Pacific/Chatham';
    const chosen = { ...brand, timeZone: elsewhere, timeZoneChosen: true };
    const fetchMock = mockFetch({ 'GET /api/me': () => json(200, { user: chosen }) });
    renderSignedIn(chosen);
    await waitFor(() => expect(viewerZone()).toBe(elsewhere));
    expect(puts(fetchMock)).toEqual([]);
  });
});
