import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';

// The parts of the admin's content sections (events, success stories): a list of things an admin
// writes, with a header, a notice after each change, row actions, paging and a delete dialog.

/** The server's sentence for a failed save or delete, else a generic one; null when nothing failed. */
export const saveFailureText = (error: unknown) =>
  error ? (isApiError(error) ? error.message : 'Failed to save') : null;

/** What the section holds, beside its create buttons. */
export function ContentSectionHeader({ description, children }: { description: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {children}
    </Group>
  );
}

/** The outcome of the last change ('Created successfully!'), until dismissed. */
export function ContentNotice({ notice, onClose }: { notice: string | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert
      color="teal"
      icon={<IconCheck size={18} />}
      withCloseButton
      onClose={onClose}
      closeButtonLabel="Dismiss"
      role="status"
    >
      {notice}
    </Alert>
  );
}

/** Rows of placeholders while the list loads. */
export function ContentLoading({ label, rows }: { label: string; rows: number }) {
  return (
    <Card withBorder role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={28} mt={index ? 'sm' : 0} />
      ))}
    </Card>
  );
}

interface RowActionsProps {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The delete button's tooltip (an event with registrations is cancelled, not deleted). */
  deleteTip?: string;
}

/** Edit and delete buttons at the end of a row, named after the row's title. */
export function RowActions({ title, onEdit, onDelete, deleteTip = 'Delete' }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${title}`} onClick={onEdit}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteTip}>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${title}`} onClick={onDelete}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** Page numbers under the list, only when there is more than one page. */
export function ContentPagination(props: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={props.page}
      onChange={props.onChange}
      getControlProps={(control) => ({ 'aria-label': `${control} page` })}
    />
  );
}

interface DeleteDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** What deleting will do, said before it is done. */
  children: ReactNode;
  error: unknown;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
}

/** Asks before deleting: what it will do, the failure if any, Keep it or the red confirm button. */
export function DeleteDialog({
  opened,
  title,
  onClose,
  children,
  error,
  confirmLabel,
  onConfirm,
  pending,
}: DeleteDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened ? (
        <Stack gap="md">
          <Text size="sm">{children}</Text>
          {error ? (
            <Alert color="red" role="alert">
              {saveFailureText(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep it
            </Button>
            <Button color="red" onClick={onConfirm} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
