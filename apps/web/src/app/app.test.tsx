import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { createMemoryRouter } from 'react-router';
import type * as RouterDom from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app';

// What React Router's provider saw of the router each time it was drawn.
const initializedWhenDrawn: boolean[] = [];
vi.mock('react-router/dom', async (importOriginal) => {
  const actual = await importOriginal<typeof RouterDom>();
  return {
    ...actual,
    RouterProvider: (props: ComponentProps<typeof actual.RouterProvider>) => {
      initializedWhenDrawn.push(props.router.state.initialized);
      return <actual.RouterProvider {...props} />;
    },
  };
});

describe('App', () => {
  it("mounts the router's provider only once its first navigation is over, while another listener waits for it too; then says the page is on screen", async () => {
    let finishLoading!: () => void;
    const pageCode = new Promise<void>((resolve) => (finishLoading = resolve));
    const router = createMemoryRouter([
      {
        path: '/',
        hydrateFallbackElement: <p>Router fallback</p>,
        lazy: async () => {
          await pageCode;
          return { Component: () => <h1>The page</h1> };
        },
      },
    ]);
    // main.tsx's wait for the first screen (app/first-render.ts) listens to the router before the first render.
    const stop = router.subscribe(() => undefined);
    // main.tsx gives a click held by theme-init.js back then: to the page, not to what it replaces.
    const onFirstScreen = vi.fn(() => expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument());
    render(<App router={router} queryClient={new QueryClient()} onFirstScreen={onFirstScreen} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(onFirstScreen).not.toHaveBeenCalled();

    finishLoading();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(onFirstScreen).toHaveBeenCalledTimes(1);
    // Drawn before the router was ready, the provider could miss the update and show its fallback for good.
    expect(initializedWhenDrawn.length).toBeGreaterThan(0);
    expect(initializedWhenDrawn.every(Boolean)).toBe(true);
    stop();
  });
});
