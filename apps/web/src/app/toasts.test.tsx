import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { Toasts } from './toasts';

// The toasts' container is loaded after the first paint; a toast must never be lost on the way.
describe('Toasts', () => {
  afterEach(() => act(() => notifications.clean()));

  it('shows a toast raised before its container has loaded', async () => {
    render(
      <TestProviders>
        <Toasts />
      </TestProviders>,
    );
    act(() => {
      notifications.show({ title: 'Brief saved', message: 'Your draft is saved.' });
    });
    expect(await screen.findByText('Your draft is saved.')).toBeInTheDocument();
  });

  it('shows a toast raised before it was even rendered', async () => {
    act(() => {
      notifications.show({ title: 'Signed out', message: 'See you soon.' });
    });
    render(
      <TestProviders>
        <Toasts />
      </TestProviders>,
    );
    expect(await screen.findByText('See you soon.')).toBeInTheDocument();
  });

  it('names the close button of every toast for screen readers', async () => {
    render(
      <TestProviders>
        <Toasts />
      </TestProviders>,
    );
    act(() => {
      notifications.show({ message: 'Payout sent.' });
    });
    expect(await screen.findByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });
});
