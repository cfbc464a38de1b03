import { Button, Group, Modal, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEyeOff, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { StarRow } from '@/components/rating-summary';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/brief-display';
import { useKeepReview, useModerateReview, useReviewReports } from '../api/review-reports';

/** The review a Keep or Hide dialog is open for. */
interface DialogTarget {
  id: string;
  reviewer: string;
}

/**
 * The admin's Reported Reviews section (docs/product/admin.md#sections,
 * docs/product/creator-profiles-and-reviews.md#reports-and-moderation): each review with its open reports;
 * Hide takes it off every page, Keep dismisses the reports with a note. Both audited.
 */
export function ReviewReports() {
  const query = useReviewReports();
  const moderate = useModerateReview();
  const [keeping, setKeeping] = useState<DialogTarget | null>(null);
  const [hiding, setHiding] = useState<DialogTarget | null>(null);

  const restore = (id: string, reviewer: string) =>
    moderate.mutate(
      { id, action: 'restore' },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: 'Review restored',
            message: `${reviewer}’s review is shown again.`,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Failed',
            message: isApiError(error) && error.body ? error.message : 'Please try again.',
          }),
      },
    );

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Reviews a brand or creator reported, oldest report first. Keep dismisses the reports with your note; Hide takes
        the review off every page. Both are written to the audit log.
      </Text>
      {query.isPending ? (
        <Stack gap="xs" aria-label="Loading reported reviews">
          {[0, 1].map((index) => (
            <Skeleton key={index} height={120} />
          ))}
        </Stack>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load reported reviews"
        />
      ) : query.data.reports.length === 0 ? (
        <AreaEmptyState
          icon={<IconStar size={28} stroke={1.6} />}
          title="No reported reviews"
          description="When a brand or creator reports a review, it waits here."
        />
      ) : (
        <Stack gap="sm" component="ul" aria-label="Reported reviews" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.reports.map(({ review, reports, hidden }) => (
            <Paper key={review.id} withBorder p="md" component="li" aria-label={`Review by ${review.reviewer.name}`}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={700} size="sm">
                  {review.reviewer.name} → {review.reviewee.name} · “{review.briefTitle}”
                </Text>
                <StarRow rating={review.rating} />
              </Group>
              <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {review.text}
              </Text>
              <Stack gap={2} mt="xs">
                {reports.map((report, index) => (
                  <Text key={index} size="xs" c="dimmed">
                    Reported by {report.reporterName} ({formatDateTime(report.at)}): {report.reason}
                  </Text>
                ))}
              </Stack>
              <Group gap="xs" mt="sm">
                {hidden ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => restore(review.id, review.reviewer.name)}
                    loading={moderate.isPending}
                  >
                    Restore
                  </Button>
                ) : (
                  <>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconCheck size={14} />}
                      onClick={() => setKeeping({ id: review.id, reviewer: review.reviewer.name })}
                    >
                      Keep
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconEyeOff size={14} />}
                      onClick={() => setHiding({ id: review.id, reviewer: review.reviewer.name })}
                    >
                      Hide review
                    </Button>
                  </>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <KeepDialog target={keeping} onClose={() => setKeeping(null)} />
      <HideDialog target={hiding} onClose={() => setHiding(null)} />
    </Stack>
  );
}

/**
 * Keep or Hide a reported review: a note the admin must write (audited with the reports it decides), the
 * server's refusal shown in the dialog, a notification once done. Each dialog has a mutation of its own.
 */
function ReviewDecisionDialog({
  target,
  onClose,
  title,
  intro,
  label,
  description,
  confirm,
  color,
  pending,
  submit,
  done,
}: {
  target: DialogTarget | null;
  onClose: () => void;
  title: string;
  intro?: string;
  label: string;
  description: string;
  confirm: string;
  color?: string;
  pending: boolean;
  submit: (
    target: DialogTarget,
    text: string,
    callbacks: { onSuccess: () => void; onError: (failure: Error) => void },
  ) => void;
  done: (target: DialogTarget) => { title: string; message: string };
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (pending) return;
    setText('');
    setError(null);
    onClose();
  };
  return (
    <Modal opened={target !== null} onClose={close} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!target) return;
          submit(target, text.trim(), {
            onSuccess: () => {
              notifications.show({ color: 'green', ...done(target) });
              setText('');
              onClose();
            },
            onError: (failure) => setError(isApiError(failure) && failure.body ? failure.message : 'Please try again.'),
          });
        }}
      >
        <Stack gap="sm">
          {intro && <Text size="sm">{intro}</Text>}
          <Textarea
            label={label}
            description={description}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" color={color} loading={pending} disabled={!text.trim()}>
              {confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Keep a reported review: the reports are dismissed, with the admin's note (audited). */
function KeepDialog({ target, onClose }: { target: DialogTarget | null; onClose: () => void }) {
  const keep = useKeepReview();
  return (
    <ReviewDecisionDialog
      target={target}
      onClose={onClose}
      title="Keep this review"
      label="Why does it stay?"
      description="Kept in the audit log with the dismissed reports."
      confirm="Keep review"
      pending={keep.isPending}
      submit={(review, note, callbacks) => keep.mutate({ id: review.id, note }, callbacks)}
      done={(review) => ({
        title: 'Review kept',
        message: `${review.reviewer}’s review stays visible; its reports are dismissed.`,
      })}
    />
  );
}

/** Hide a reported review: it leaves every page, its open reports are decided; the reason is audited. */
function HideDialog({ target, onClose }: { target: DialogTarget | null; onClose: () => void }) {
  const moderate = useModerateReview();
  return (
    <ReviewDecisionDialog
      target={target}
      onClose={onClose}
      title="Hide this review"
      intro="The review is taken off every page. Its author and the reporters are not told."
      label="Why is it hidden?"
      description="Kept in the audit log with the decided reports."
      confirm="Hide review"
      color="red"
      pending={moderate.isPending}
      submit={(review, reason, callbacks) => moderate.mutate({ id: review.id, action: 'hide', reason }, callbacks)}
      done={(review) => ({
        title: 'Review hidden',
        message: `${review.reviewer}’s review is no longer shown; its reports are decided.`,
      })}
    />
  );
}
