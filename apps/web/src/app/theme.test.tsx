import { Drawer, Modal } from '@mantine/core';
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
    expect(within(await screen.findByRole('dialog', { name: 'Edit brief' })).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    expect(within(await screen.findByRole('dialog', { name: 'Create Brief' })).getByRole('button', { name: 'Close panel' })).toBeInTheDocument();
  });
});
