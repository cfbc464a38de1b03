import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BelowTheFold } from './below-the-fold';

const phone = (matches: boolean) =>
  vi.mocked(window.matchMedia).mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );

describe('BelowTheFold', () => {
  // One module for the three cases, in this order: the first screen is painted once per visit.
  it('draws its part at once on a wide screen', () => {
    phone(false);
    render(<BelowTheFold>wide</BelowTheFold>);
    expect(screen.getByText('wide')).toBeInTheDocument();
  });

  it("leaves its part for just after the first screen's paint on a phone", async () => {
    phone(true);
    render(<BelowTheFold>later</BelowTheFold>);
    expect(screen.queryByText('later')).not.toBeInTheDocument();
    expect(await screen.findByText('later')).toBeInTheDocument();
  });

  it('draws at once on a screen opened after the first one was painted', () => {
    phone(true);
    render(<BelowTheFold>opened later</BelowTheFold>);
    expect(screen.getByText('opened later')).toBeInTheDocument();
  });
});
