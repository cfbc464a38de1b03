import { Drawer, Modal, Notification } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';

describe('theme', () => {
  it('names the close button of every modal and drawer', async () => {
    render(
      <TestProviders>
        <Modal opened onClose={() => {}} title="Edit brief">
          Body
        </Modal>
        <Drawer opened onClose={() => {}} title="Create Brief">
          Body
        </Drawer>
      </TestProviders>,
    );
    expect(
      within(await screen.findByRole('dialog', { name: 'Edit brief' })).getByRole('button', { name: 'Close dialog' }),
    ).toBeInTheDocument();
    expect(
      within(await screen.findByRole('dialog', { name: 'Create Brief' })).getByRole('button', { name: 'Close panel' }),
    ).toBeInTheDocument();
  });

  it("writes a toast's message under its title in the dimmed colour, which the theme keeps at AA", () => {
    render(
      <TestProviders>
        <Notification title="Withdrawal request">Sam asked to withdraw $9.71.</Notification>
      </TestProviders>,
    );
    expect(screen.getByText('Sam asked to withdraw $9.71.').getAttribute('style')).toContain(
      'color: var(--mantine-color-dimmed)',
    );
  });
});
