import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

// A section whose code the route's loader fetched is drawn at once, not after its fallback (decision 055).

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('is drawn at once, without its fallback, once preloaded', async () => {
    const load = vi.fn(async () => Greeting);
    const Section = preloadable(load);
    await Section.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Section name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on first use like React.lazy otherwise, fetching its code once', async () => {
    const load = vi.fn(async () => Greeting);
    const Section = preloadable(load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Section name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    await Section.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    const Section = preloadable<{ name: string }>(load);
    await expect(Section.preload()).rejects.toThrow('offline');
    await Section.preload();
    render(<Section name="Linus" />);
    expect(screen.getByText('Hello Linus')).toBeInTheDocument();
  });
});
