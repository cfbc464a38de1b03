import { BRIEF_MESSAGES, type BriefStatus, type TBrandBrief } from '@briefly/shared/briefs';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { readToken } from '@/lib/session-storage';
import { useUpdateBrief } from '../api/update-brief';
import { briefToForm, checkBriefForm, updateBriefBody, type BriefFormState } from '../lib/brief-form';
import { BriefFields } from './brief-fields';

interface EditBriefModalProps {
  brief: TBrandBrief | null;
  onClose: () => void;
  feePercent?: number;
}

/** Edit brief (docs/product/briefs.md#editing). Mount with a new `key` for each opening so the form starts from the brief. */
export function EditBriefModal({ brief: current, onClose, feePercent }: EditBriefModalProps) {
  // Keep the form on screen while the modal animates out.
  const [brief, setBrief] = useState(current);
  if (current && current !== brief) setBrief(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      size="xl"
      radius="lg"
      centered
      zIndex={360}
      title={<Text fw={700}>Edit brief</Text>}
      closeOnClickOutside={false}
    >
      {brief ? <EditBriefForm brief={brief} onDone={onClose} feePercent={feePercent} /> : null}
    </Modal>
  );
}

function EditBriefForm({ brief, onDone, feePercent }: { brief: TBrandBrief; onDone: () => void; feePercent?: number }) {
  const [values, setValues] = useState<BriefFormState>(() => briefToForm(brief));
  const [status, setStatus] = useState<BriefStatus>(brief.status);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateBrief();

  const change = (patch: Partial<BriefFormState>) => {
    setValues((current) => ({ ...current, ...patch }));
    if (error) setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkBriefForm(values, { signedIn: Boolean(readToken()) });
    // An archived brief keeps its past deadline while its other fields are edited (as the server allows).
    const keepsPastDeadline = problem === BRIEF_MESSAGES.deadlinePast && values.deadline === brief.deadline;
    if (problem && !keepsPastDeadline) {
      setError(problem);
      return;
    }
    update.mutate(
      { id: brief.id, body: updateBriefBody(values, status) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Brief updated successfully' });
          onDone();
        },
        onError: (failure) =>
          setError(
            isApiError(failure) && !failure.isNetworkError
              ? failure.message
              : 'Failed to update brief. Please try again.',
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit brief">
      <Stack gap="md">
        <Select
          label="Status"
          value={status}
          onChange={(next) => next && setStatus(next as BriefStatus)}
          allowDeselect={false}
          data={[
            { value: 'draft', label: 'Draft' },
            { value: 'published', label: 'Published', disabled: !brief.isFunded },
            { value: 'archived', label: 'Archived' },
          ]}
          description={brief.isFunded ? undefined : 'Fund this brief before publishing it'}
          comboboxProps={{ zIndex: 500 }}
          disabled={update.isPending}
        />
        <BriefFields
          value={values}
          onChange={change}
          disabled={update.isPending}
          lockedReward={brief.isFunded ? brief.reward : null}
          feePercent={feePercent}
        />
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" p="xs">
            <Text size="sm" c="red" fw={500}>
              {error}
            </Text>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
