import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';

// The frame of the admin's content forms (events, success stories): the save failure on top, the
// fields, then Cancel and the submit button.

interface ContentFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's sentence when the last save failed. */
  failure: string | null;
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  children: ReactNode;
}

export function ContentForm({ onSubmit, failure, submitLabel, saving, onCancel, children }: ContentFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        {children}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface FormTextareaProps<Values> {
  form: UseFormReturnType<Values>;
  name: keyof Values & string;
  label: string;
  description?: string;
  placeholder?: string;
  maxRows: number;
}

/** A growing text area bound to one field of the form (two rows at first, `maxRows` at most). */
export function FormTextarea<Values>({ form, name, maxRows, ...text }: FormTextareaProps<Values>) {
  return (
    <Textarea autosize minRows={2} maxRows={maxRows} {...text} {...form.getInputProps(name)} key={form.key(name)} />
  );
}
