import { formatUsd, sumDollars } from '@briefly/shared/money';
import { distributedSummary, payoutOutcome, type TDistributePreview } from '@briefly/shared/reward-preview';
import { REWARD_MESSAGES, validateWinners, type TDistributeResponse } from '@briefly/shared/rewards';
import type { TBrandSubmission } from '@briefly/shared/submissions';
import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCopy, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useDistributeRewards, usePreviewDistribution } from '../api/distribute-rewards';
import { DistributeConfirm } from './distribute-confirm';
import { draftAmount, newDraft, nextPosition, toWinnerEntries, type Tier, type WinnerDraft } from '../lib/winner-draft';
import { WinnerRow } from './winner-row';

export interface SelectWinnersModalProps {
  opened: boolean;
  onClose: () => void;
  briefId: string;
  briefTitle: string;
  /** The brief's tiers whose position is still free. */
  freeTiers: readonly Tier[];
  /** Submissions that may still win (not rejected, not already rewarded). */
  submissions: readonly TBrandSubmission[];
  feePercent: number;
  onDistributed?: (response: TDistributeResponse) => void;
}

/** Select Winners and Assign Rewards (docs/product/rewards-and-payouts.md#select-winners). */
export function SelectWinnersModal({
  opened,
  onClose,
  briefId,
  briefTitle,
  freeTiers,
  submissions,
  feePercent,
  onDistributed,
}: SelectWinnersModalProps) {
  const [drafts, setDrafts] = useState<WinnerDraft[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const [summary, setSummary] = useState<TDistributePreview | null>(null);
  // Winners flagged as copying an earlier submission's link need the brand's explicit acknowledgement (decision 048).
  const [acknowledged, setAcknowledged] = useState(false);
  const distribute = useDistributeRewards();
  const preview = usePreviewDistribution();
  const phone = useMediaQuery('(max-width: 36em)');
  const busy = distribute.isPending || preview.isPending;
  const free = freeTiers.map((tier) => tier.position);
  const tierAt = (position: number) => freeTiers.find((tier) => tier.position === position);
  const nameOf = (submissionId: string) => {
    const submission = submissions.find((entry) => entry.id === submissionId);
    return submission ? submission.creator.fullName || submission.creatorName : 'A winner';
  };

  const close = () => {
    if (busy) return;
    setDrafts([]);
    setError(null);
    setFailures([]);
    setSummary(null);
    setAcknowledged(false);
    onClose();
  };

  const toggle = (submission: TBrandSubmission, checked: boolean) => {
    setError(null);
    if (!checked) {
      setDrafts((current) => current.filter((draft) => draft.submissionId !== submission.id));
      return;
    }
    const position = nextPosition(free, drafts);
    const tier = position === null ? undefined : tierAt(position);
    if (!tier) return;
    setDrafts((current) => [...current, newDraft(submission, tier, briefTitle)]);
  };

  const update = (submissionId: string, changes: Partial<WinnerDraft>) => {
    setError(null);
    setDrafts((current) =>
      current.map((draft) => (draft.submissionId === submissionId ? { ...draft, ...changes } : draft)),
    );
  };

  const changePosition = (draft: WinnerDraft, position: number) => {
    const tier = tierAt(position);
    if (!tier) return;
    // Another winner holding that position swaps with this one.
    setDrafts((current) =>
      current.map((entry) => {
        if (entry.submissionId === draft.submissionId) return { ...entry, position };
        if (entry.position === position) return { ...entry, position: draft.position };
        return entry;
      }),
    );
  };

  const flagged = drafts
    .map((draft) => submissions.find((entry) => entry.id === draft.submissionId))
    .filter((entry): entry is TBrandSubmission => Boolean(entry?.duplicateOf));
  const acknowledgement = flagged.length > 0 && acknowledged ? { acknowledgeDuplicate: true } : {};

  const failMessage = (cause: unknown) =>
    setError(isApiError(cause) && cause.body ? cause.message : REWARD_MESSAGES.distributeFailed);

  /** Distribute Rewards: the checks here, then the server's exact summary to confirm (decision 045). */
  const review = () => {
    const winners = toWinnerEntries(drafts);
    const invalid = validateWinners(winners);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setFailures([]);
    preview.mutate({ briefId, winners, ...acknowledgement }, { onSuccess: setSummary, onError: failMessage });
  };

  /** Pay $…: the same request the summary was made from. */
  const pay = () => {
    setError(null);
    setFailures([]);
    distribute.mutate(
      { briefId, winners: toWinnerEntries(drafts), ...acknowledgement },
      {
        onSuccess: (response) => {
          const { successful, failed } = response.results;
          const reasons = failed.map((entry) => `${nameOf(entry.submissionId)}: ${entry.reason}`);
          if (successful.length > 0) {
            notifications.show({
              color: 'green',
              title: distributedSummary(successful),
              message: successful
                .map((entry) => `${nameOf(entry.submissionId)}: ${payoutOutcome(entry.rewardType, entry.payoutStatus)}`)
                .join(' · '),
            });
            if (reasons.length > 0)
              notifications.show({
                color: 'red',
                title: 'Some rewards were not distributed',
                message: reasons.join(' · '),
                autoClose: false,
              });
            setDrafts([]);
            setSummary(null);
            onDistributed?.(response);
            onClose();
          } else {
            setError(REWARD_MESSAGES.distributeFailed);
            setFailures(reasons);
          }
        },
        onError: failMessage,
      },
    );
  };

  const totalGross = sumDollars(
    drafts
      .filter((draft) => draft.rewardType !== 'prize')
      .map(draftAmount)
      .filter(Number.isFinite),
  );
  const full = drafts.length >= free.length;
  const errorAlert = error ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={error}>
      {failures.length > 0 ? (
        <List size="sm">
          {failures.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  ) : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Select Winners and Assign Rewards"
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      {summary ? (
        <Stack gap="md">
          {errorAlert}
          <DistributeConfirm
            preview={summary}
            nameOf={nameOf}
            busy={busy}
            onBack={() => {
              setError(null);
              setSummary(null);
            }}
            onConfirm={pay}
          />
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tick the submissions that win.{' '}
            {free.length === 1 ? 'One reward position is' : `${free.length} reward positions are`} open:{' '}
            {freeTiers.map((tier) => `#${tier.position} ${tier.name}`).join(', ')}.
          </Text>

          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Submissions">
            {submissions.map((submission) => {
              const draft = drafts.find((entry) => entry.submissionId === submission.id);
              return (
                <WinnerRow
                  key={submission.id}
                  submission={submission}
                  draft={draft}
                  disabled={busy || (!draft && full)}
                  positions={free}
                  tierAt={tierAt}
                  feePercent={feePercent}
                  onToggle={(checked) => toggle(submission, checked)}
                  onChange={(changes) => update(submission.id, changes)}
                  onPosition={(position) => draft && changePosition(draft, position)}
                />
              );
            })}
          </Stack>

          {full && submissions.length > drafts.length ? (
            <Text size="xs" c="dimmed">
              Every open reward position has a winner. Untick one to choose another submission.
            </Text>
          ) : null}

          {flagged.length > 0 ? (
            <Alert color="orange" variant="light" icon={<IconCopy size={18} />} title="Copied link">
              <Stack gap="xs">
                <Text size="sm">
                  {flagged.map((entry) => entry.creator.fullName || entry.creatorName).join(', ')}{' '}
                  {flagged.length === 1 ? 'sent a link' : 'sent links'} another creator submitted to this brief first.
                </Text>
                <Checkbox
                  checked={acknowledged}
                  onChange={(event) => setAcknowledged(event.currentTarget.checked)}
                  label="I checked: this winner made the content, and may win with it"
                />
              </Stack>
            </Alert>
          ) : null}

          {errorAlert}

          <Group
            justify="space-between"
            gap="sm"
            py="sm"
            style={{
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Text size="sm">
              {drafts.length} {drafts.length === 1 ? 'winner' : 'winners'} selected
              {totalGross > 0 ? ` · ${formatUsd(totalGross)} from the pool` : ''}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button
                leftSection={<IconTrophy size={16} />}
                onClick={review}
                disabled={drafts.length === 0 || busy || (flagged.length > 0 && !acknowledged)}
                loading={busy}
              >
                Distribute Rewards
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
