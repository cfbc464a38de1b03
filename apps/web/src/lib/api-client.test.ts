import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const keyOf = (call: unknown[]) =>
  (call[1] as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'];

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends no Idempotency-Key on ordinary calls and does not retry them', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.post('/api/x', { a: 1 })).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keyOf(fetchMock.mock.calls[0]!)).toBeUndefined();
  });

  it('asks again under the same key when the answer of a money-moving call is lost', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(409, { error: 'still running', code: 'REQUEST_IN_PROGRESS' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    const answer = api.post('/api/rewards/distribute-with-stripe', { briefId: 'b' }, { idempotent: true });
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives up after the last retry and reports the network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const answer = api.post('/api/creators/withdrawals', { amount: 5 }, { idempotent: true });
    const settled = expect(answer).rejects.toBeInstanceOf(ApiError);
    await vi.runAllTimersAsync();
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not retry an answer the server gave, and each call gets its own key', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(409, { error: 'The amount is more than your available balance', code: 'INSUFFICIENT_BALANCE' }),
      )
      .mockResolvedValueOnce(json(201, { data: {} }));
    await expect(api.post('/api/creators/withdrawals', { amount: 5 }, { idempotent: true })).rejects.toMatchObject({
      status: 409,
    });
    await api.post('/api/creators/withdrawals', { amount: 5 }, { idempotent: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls.map(keyOf);
    expect(first).not.toBe(second);
  });
});
