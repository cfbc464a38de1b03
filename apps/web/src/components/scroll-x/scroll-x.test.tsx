import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/render';
import { ScrollX } from './scroll-x';

/** happy-dom lays nothing out: give the frame a width, its content another, and a scroll position. */
function layout({ content, frame }: { content: number; frame: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-scroll-cue') ? content : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-scroll-cue') ? frame : 0;
  });
}

const renderTable = () =>
  render(
    <TestProviders>
      <ScrollX label="Withdrawal requests" minWidth={760}>
        <table aria-label="Withdrawal requests">
          <tbody>
            <tr>
              <td>Sam Okafor</td>
            </tr>
          </tbody>
        </table>
      </ScrollX>
    </TestProviders>,
  );

describe('ScrollX', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says nothing while everything fits', async () => {
    layout({ content: 700, frame: 700 });
    renderTable();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByText(/Scroll sideways/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the hint and a shadow while more is hidden, and is a named region the keyboard can scroll', async () => {
    layout({ content: 760, frame: 350 });
    const { container } = renderTable();
    expect(await screen.findByText(/Scroll sideways for more/)).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Withdrawal requests' });
    expect(region).toHaveAttribute('tabindex', '0');
    const root = container.querySelector('[data-more-end]');
    expect(root).not.toBeNull();
    expect(root).not.toHaveAttribute('data-more-start');

    // Scrolled to the end: the shadow moves to the start.
    region.scrollLeft = 410;
    fireEvent.scroll(region);
    expect(container.querySelector('[data-more-start]')).not.toBeNull();
    expect(container.querySelector('[data-more-end]')).toBeNull();
  });
});
