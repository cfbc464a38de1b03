import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { api } from './api-client';
import { startEarlyRequests } from './early-requests';

// A first-screen call started before the app asked (main.tsx) is taken by the app's own request, once.

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

describe('early requests', () => {
  it('hands the answer to the first GET of the same address under the same token, once', async () => {
    window.localStorage.setItem('token', 'stored-token');
    let served = 0;
    const fetchMock = mockFetch({ 'GET /api/brands/wallet': () => json(200, { balance: ++served }) });
    startEarlyRequests(['/api/brands/wallet'], 'stored-token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer stored-token' });

    expect(await api.get('/api/brands/wallet')).toEqual({ balance: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await api.get('/api/brands/wallet')).toEqual({ balance: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands the public settings to their session-less call, started under the stored session', async () => {
    window.localStorage.setItem('token', 'stored-token');
    const fetchMock = mockFetch({ 'GET /api/config/public': () => json(200, { demoMode: true }) });
    startEarlyRequests(['/api/config/public'], 'stored-token');
    expect(await api.get('/api/config/public', { auth: false })).toEqual({ demoMode: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Signed out, it asks the server itself, without a session.
    window.localStorage.clear();
    await api.get('/api/config/public', { auth: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('is not taken under another token, nor once it is stale', async () => {
    const fetchMock = mockFetch({ 'GET /api/me': () => json(200, { user: null }) });
    startEarlyRequests(['/api/me'], 'old-token');
    window.localStorage.setItem('token', 'new-token');
    await api.get('/api/me');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer new-token' });

    vi.useFakeTimers();
    startEarlyRequests(['/api/me'], 'new-token');
    vi.advanceTimersByTime(11_000);
    await api.get('/api/me');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
