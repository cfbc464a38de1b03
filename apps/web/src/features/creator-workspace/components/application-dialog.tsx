import type { TBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import {
  isValidContentUrl,
  SUBMISSION_MESSAGES,
  validateApplication,
  type TCreatorSubmission,
} from '@briefly/shared/submissions';
import { Alert, Anchor, Button, Group, Modal, Paper, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconInfoCircle, IconLink, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { BrandAvatar } from '@/components/brand-avatar';
import { QueryError } from '@/components/query-error';
import { useApplyToBrief } from '../api/apply-to-brief';
import { useCreatorSubmission } from '../api/get-creator-submission';
import { useUpdateSubmission } from '../api/update-submission';
import { displayReward } from '@/lib/brief-display';
import { isApiError } from '@/lib/api-client';
import { serverReason } from '../lib/errors';
import { useWorkspaceBrief, type WorkspaceBrief } from '../lib/use-workspace-brief';
import { DeadlineText } from './deadline-progress';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';

interface ApplicationDialogProps {
  briefId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Apply to a brief, or update the application (docs/product/submissions.md#application-form,
 * #one-submission-per-brief). The dialog is in edit mode whenever the creator already has a submission for the brief: it
 * loads that submission, prefills the form and saves with PUT instead of applying again.
 */
export function ApplicationDialog({ briefId, opened, onClose }: ApplicationDialogProps) {
  const workspaceBrief = useWorkspaceBrief(briefId);
  const editingId = workspaceBrief.data?.mySubmissionId ?? null;
  const existing = useCreatorSubmission(editingId);
  const title = editingId ? 'Update Application' : 'Apply to Brief';

  let body;
  if (workspaceBrief.isPending || (editingId && existing.isPending)) {
    body = (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the application">
        <Skeleton height={64} radius="md" />
        <Skeleton height={56} radius="md" />
        <Skeleton height={110} radius="md" />
      </Stack>
    );
  } else if (!workspaceBrief.data) {
    body = (
      <QueryError
        error={workspaceBrief.error}
        onRetry={workspaceBrief.refetch}
        retrying={workspaceBrief.retrying}
        title="Failed to load brief details"
      />
    );
  } else if (editingId && existing.isError) {
    body = (
      <QueryError
        error={existing.error}
        onRetry={() => void existing.refetch()}
        retrying={existing.isFetching}
        title="Failed to load submission details"
      />
    );
  } else {
    const submission = editingId ? (existing.data?.submission ?? null) : null;
    body = (
      <ApplicationForm
        key={submission?.id ?? 'new'}
        target={workspaceBrief.data}
        submission={submission}
        onDone={onClose}
      />
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{title}</Text>} size="lg" centered>
      {body}
    </Modal>
  );
}

function BriefSummary({ brief }: { brief: TBrief }) {
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <BrandAvatar
          name={brief.brand.companyName || brief.brandName}
          logo={brief.brand.logo}
          photo={brief.brand.photo}
          size={40}
        />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} lineClamp={2}>
            {brief.title}
          </Text>
          <Text size="sm" c="dimmed">
            {brief.brandName} · {formatUsd(displayReward(brief))} · <DeadlineText deadline={brief.deadline} />
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

interface ApplicationValues {
  contentUrl: string;
  additionalInfo: string;
}

function ApplicationForm({
  target,
  submission,
  onDone,
}: {
  target: WorkspaceBrief;
  submission: TCreatorSubmission | null;
  onDone: () => void;
}) {
  const { brief } = target;
  const apply = useApplyToBrief();
  const update = useUpdateSubmission();
  const [failure, setFailure] = useState<string | null>(null);
  // The server's first answer to a link another creator already sent to this brief (decision 048): the
  // creator is asked, and confirming sends the same application with acknowledgeDuplicate.
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const busy = apply.isPending || update.isPending;
  const isReviewed = submission !== null && submission.status !== 'pending';
  const isAwarded = submission?.award != null;
  const isClosed = !target.acceptsApplications;
  // A reviewed or winning application, or one whose brief has closed, can be read but no longer changed.
  const isLocked = isReviewed || isAwarded || (submission !== null && isClosed);

  const form = useForm<ApplicationValues>({
    mode: 'controlled',
    initialValues: { contentUrl: submission?.files ?? '', additionalInfo: submission?.content ?? '' },
    // The shared check (validateApplication); Mantine clears a field's error as soon as that field is edited.
    validate: { contentUrl: (value) => validateApplication({ contentUrl: value }) },
    onValuesChange: (values) => {
      if (duplicateOf !== null && values.contentUrl.trim() !== duplicateOf) setDuplicateOf(null);
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setFailure(null);
    const body = { contentUrl: values.contentUrl.trim(), additionalInfo: values.additionalInfo };
    if (submission) {
      update.mutate(
        { id: submission.id, body },
        {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              title: SUBMISSION_MESSAGES.updated,
              message: SUBMISSION_MESSAGES.updatedDetail,
            });
            onDone();
          },
          onError: (error) => setFailure(`Failed to update application: ${serverReason(error)}`),
        },
      );
    } else {
      const acknowledged = duplicateOf !== null && duplicateOf === body.contentUrl;
      apply.mutate(
        {
          briefId: brief.id,
          body: { ...body, amount: String(brief.reward), ...(acknowledged ? { acknowledgeDuplicate: true } : {}) },
        },
        {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              title: SUBMISSION_MESSAGES.applied,
              message: SUBMISSION_MESSAGES.appliedDetail,
            });
            onDone();
          },
          onError: (error) => {
            if (isApiError(error) && error.code === 'DUPLICATE_LINK') return setDuplicateOf(body.contentUrl);
            setFailure(`Failed to submit application: ${serverReason(error)}`);
          },
        },
      );
    }
  });

  if (isClosed && submission === null) {
    return (
      <Stack gap="md">
        <BriefSummary brief={brief} />
        <Alert color="gray" variant="light" icon={<IconLock size={18} />} title="Applications closed">
          {SUBMISSION_MESSAGES.briefClosed}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={submission ? 'Update application' : 'Apply to brief'}>
      <Stack gap="md">
        <BriefSummary brief={brief} />
        {submission ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Your application:
            </Text>
            <SubmissionStatusBadge submission={submission} />
          </Group>
        ) : null}
        {isLocked ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {isReviewed
              ? `${SUBMISSION_MESSAGES.cannotEditReviewed}.`
              : isAwarded
                ? `${SUBMISSION_MESSAGES.awarded}.`
                : SUBMISSION_MESSAGES.briefClosed}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        {duplicateOf !== null ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            title="Is this your own content?"
          >
            {SUBMISSION_MESSAGES.duplicateLink} If you made it, submit it again: the brand will see that another creator
            sent the same link first.
          </Alert>
        ) : null}
        <TextInput
          label="Content URL"
          description="A link to your post, video or shared folder (http or https)."
          type="url"
          inputMode="url"
          autoComplete="url"
          required
          placeholder="https://"
          leftSection={<IconLink size={18} stroke={1.6} />}
          maxLength={2000}
          readOnly={isLocked}
          data-autofocus
          key={form.key('contentUrl')}
          {...form.getInputProps('contentUrl')}
        />
        {isLocked && submission && isValidContentUrl(submission.files) ? (
          <Anchor href={submission.files} target="_blank" rel="noopener noreferrer" size="sm">
            Open your content
          </Anchor>
        ) : null}
        <Textarea
          label="Additional Information"
          description="Optional: anything the brand should know about your submission."
          autosize
          minRows={3}
          maxRows={8}
          maxLength={5000}
          readOnly={isLocked}
          key={form.key('additionalInfo')}
          {...form.getInputProps('additionalInfo')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {isLocked ? 'Close' : 'Cancel'}
          </Button>
          {isLocked ? null : (
            <Button type="submit" loading={busy} color={duplicateOf !== null ? 'yellow' : undefined}>
              {submission ? 'Update Application' : duplicateOf !== null ? 'It’s mine: submit' : 'Submit Application'}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
