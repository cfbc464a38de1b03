import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { AuthorLine } from './author-line';

const NOW = new Date('2026-11-25T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Forum times (spec §9): 'Just now' under an hour, hours under 24, days under 168 hours, else a date.
describe('forum relative times', () => {
  it.each([
    [0, 'Just now'],
    [59 * MINUTE, 'Just now'],
    [HOUR, '1 hour ago'],
    [2 * HOUR + 30 * MINUTE, '2 hours ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [24 * HOUR, '1 day ago'],
    [47 * HOUR, '1 day ago'],
    [48 * HOUR, '2 days ago'],
    [167 * HOUR, '6 days ago'],
    [168 * HOUR, 'Nov 18, 2026'],
    [400 * 24 * HOUR, 'Oct 21, 2025'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    const at = new Date(NOW.getTime() - elapsed).toISOString();
    render(
      <TestProviders>
        <AuthorLine author={{ id: 'a', name: 'Maya Chen', type: 'creator', avatar: null }} at={at} now={NOW} />
      </TestProviders>,
    );
    const time = screen.getByText(text);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', at);
  });

  it('names the author and what kind of member they are', () => {
    render(
      <TestProviders>
        <AuthorLine
          author={{ id: 'b', name: 'Northwind Coffee', type: 'brand', avatar: null }}
          at={NOW.toISOString()}
          now={NOW}
        />
      </TestProviders>,
    );
    expect(screen.getByText('Northwind Coffee')).toBeInTheDocument();
    expect(screen.getByText(/Brand/)).toBeInTheDocument();
  });
});
