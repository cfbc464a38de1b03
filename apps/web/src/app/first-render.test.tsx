import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFirstScreenReady } from './first-render';

afterEach(() => vi.useRealTimers());

const settledFlag = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe('whenFirstScreenReady', () => {
  it("waits for the route's loader and for the first screen's data", async () => {
    let answer!: (value: string) => void;
    const queryClient = new QueryClient();
    const router = createMemoryRouter([
      {
        path: '/',
        loader: async () => {
          // What the dashboards' loaders do: start the screen's request, not wait for it.
          void queryClient.prefetchQuery({
            queryKey: ['first'],
            queryFn: () => new Promise<string>((r) => (answer = r)),
          });
          return null;
        },
        element: null,
      },
    ]);
    const ready = settledFlag(whenFirstScreenReady(router, queryClient));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(1));
    expect(ready()).toBe(false);
    answer('figures');
    await vi.waitFor(() => expect(ready()).toBe(true));
    expect(router.state.initialized).toBe(true);
    expect(queryClient.getQueryData(['first'])).toBe('figures');
  });

  it('draws anyway once a slow request has been waited for long enough', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    void queryClient.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => undefined) });
    const router = createMemoryRouter([{ path: '/', element: null }]);
    const ready = settledFlag(whenFirstScreenReady(router, queryClient));
    await vi.advanceTimersByTimeAsync(1000);
    expect(ready()).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(ready()).toBe(true);
  });
});
