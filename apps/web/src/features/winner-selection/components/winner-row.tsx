import { REWARD_TYPE_LABELS } from '@briefly/shared/status-words';
import { formatUsd } from '@briefly/shared/money';
import { REWARD_TYPES } from '@briefly/shared/rewards';
import type { TBrandSubmission } from '@briefly/shared/submissions';
import { duplicateOfSentence } from '@briefly/shared/content-links';
import { viewerZone } from '@/lib/viewer-time';
import {
  Badge,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { accountHint, contentPreview, draftAmount, feePreview, type Tier, type WinnerDraft } from '../lib/winner-draft';

const REWARD_TYPE_OPTIONS = REWARD_TYPES.map((value) => ({ value, label: REWARD_TYPE_LABELS[value] }));

interface WinnerRowProps {
  submission: TBrandSubmission;
  draft: WinnerDraft | undefined;
  disabled: boolean;
  positions: number[];
  tierAt: (position: number) => Tier | undefined;
  feePercent: number;
  onToggle: (checked: boolean) => void;
  onChange: (changes: Partial<WinnerDraft>) => void;
  onPosition: (position: number) => void;
}

/** One submission in the Select Winners list: ticked, it becomes a winner with its reward fields. */
export function WinnerRow({
  submission,
  draft,
  disabled,
  positions,
  tierAt,
  feePercent,
  onToggle,
  onChange,
  onPosition,
}: WinnerRowProps) {
  const name = submission.creator.fullName || submission.creatorName;
  const hint = accountHint(submission);
  const content = [submission.files, submission.content].filter((part) => part.trim() !== '').join(' — ');
  const amount = draft ? draftAmount(draft) : 0;
  const fee = draft && draft.rewardType !== 'prize' ? feePreview(amount, feePercent) : null;
  const labelId = `winner-${submission.id}`;

  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={labelId}
      data-selected={draft ? 'true' : undefined}
      bg={draft ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          checked={Boolean(draft)}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          disabled={disabled && !draft}
          label={
            <Text fw={700} id={labelId} span>
              {name}
            </Text>
          }
          description={submission.creator.userName ? `@${submission.creator.userName}` : undefined}
        />
        <Badge variant="light" color={hint.color} style={{ flexShrink: 0 }}>
          {hint.label}
        </Badge>
      </Group>
      {submission.duplicateOf ? (
        <Text size="sm" mt="xs" fw={600}>
          {duplicateOfSentence(submission.duplicateOf, { timeZone: viewerZone() })}
        </Text>
      ) : null}
      <Text size="sm" mt="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="content-preview">
        {contentPreview(content) || 'No content'}
      </Text>

      {draft ? (
        <Stack gap="sm" mt="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SegmentedControl
              value={draft.rewardType}
              onChange={(value) =>
                onChange({ rewardType: REWARD_TYPE_OPTIONS.find((option) => option.value === value)?.value ?? 'cash' })
              }
              data={REWARD_TYPE_OPTIONS}
              aria-label={`Reward type for ${name}`}
              disabled={disabled}
            />
            <Select
              label="Position"
              data={positions.map((position) => ({
                value: String(position),
                label: `#${position} ${tierAt(position)?.name ?? ''}`,
              }))}
              value={String(draft.position)}
              onChange={(value) => value && onPosition(Number(value))}
              allowDeselect={false}
              w={170}
              disabled={disabled}
            />
            {draft.rewardType !== 'prize' ? (
              <NumberInput
                label="Amount"
                leftSection="$"
                min={0}
                step={0.01}
                decimalScale={2}
                value={draft.amount}
                onChange={(value) => onChange({ amount: value })}
                w={150}
                disabled={disabled}
              />
            ) : null}
          </Group>
          {draft.rewardType === 'prize' ? (
            <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
              <TextInput
                label="Prize name"
                value={draft.prizeName}
                onChange={(event) => onChange({ prizeName: event.currentTarget.value })}
                disabled={disabled}
                miw={180}
              />
              <TextInput
                label="Prize value"
                placeholder="Optional"
                value={draft.prizeValue}
                onChange={(event) => onChange({ prizeValue: event.currentTarget.value })}
                disabled={disabled}
                miw={140}
              />
              <Textarea
                label="Prize description"
                value={draft.prizeDescription}
                onChange={(event) => onChange({ prizeDescription: event.currentTarget.value })}
                autosize
                minRows={1}
                disabled={disabled}
                miw={220}
              />
            </Group>
          ) : null}
          <TextInput
            label="Description"
            value={draft.description}
            onChange={(event) => onChange({ description: event.currentTarget.value })}
            disabled={disabled}
          />
          {draft.rewardType !== 'prize' ? (
            <Text size="xs" c="dimmed" data-testid="fee-preview">
              {fee
                ? `Gross ${formatUsd(fee.gross)} · platform fee (${feePercent}%) ${formatUsd(fee.fee)} · creator receives ${formatUsd(fee.net)}`
                : 'Enter an amount above $0.00 to see the platform fee.'}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              A prize moves no money and carries no platform fee.
            </Text>
          )}
          {draft.rewardType === 'cash' ? (
            <Text size="xs" c={hint.color === 'green' ? 'green' : 'dimmed'}>
              {hint.hint}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text size="xs" c="dimmed" mt={4}>
          {hint.hint}
        </Text>
      )}
    </Paper>
  );
}
