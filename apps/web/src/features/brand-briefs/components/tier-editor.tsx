import { MAX_WINNERS } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { automaticSharesPercent } from '@briefly/shared/tiers';
import { ActionIcon, Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash, IconArrowsSplit } from '@tabler/icons-react';
import { DollarInput } from '@/components/dollar-input';
import {
  asNumber,
  automaticTiers,
  equalManualTiers,
  isValidWinnerCount,
  manualTierName,
  tierAmount,
  tiersTotal,
  type NumberField,
  type TierDraft,
  type TierMode,
} from '../lib/brief-form';

interface TierEditorProps {
  reward: NumberField;
  amountOfWinners: NumberField;
  mode: TierMode;
  manualTiers: TierDraft[];
  onModeChange: (mode: TierMode) => void;
  onManualTiersChange: (tiers: TierDraft[]) => void;
  disabled?: boolean;
}

const percentText = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/**
 * Reward tiers of a brief (docs/product/briefs.md#reward-tiers): a live preview of the automatic split by winner count,
 * or manual tiers named 'Reward N' with cash and credit amounts.
 */
export function TierEditor({
  reward,
  amountOfWinners,
  mode,
  manualTiers,
  onModeChange,
  onManualTiersChange,
  disabled,
}: TierEditorProps) {
  const pool = asNumber(reward);

  const switchMode = (next: string) => {
    const nextMode = next as TierMode;
    if (nextMode === 'manual' && manualTiers.length === 0) {
      onManualTiersChange(
        equalManualTiers(reward, isValidWinnerCount(amountOfWinners) ? asNumber(amountOfWinners) : 1),
      );
    }
    onModeChange(nextMode);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div>
          <Text fw={600} size="sm">
            Reward tiers
          </Text>
          <Text size="xs" c="dimmed">
            How the pool is shared between the winners.
          </Text>
        </div>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={switchMode}
          disabled={disabled}
          data={[
            { value: 'automatic', label: 'Automatic split' },
            { value: 'manual', label: 'Set manually' },
          ]}
          aria-label="How reward tiers are set"
        />
      </Group>
      {mode === 'automatic' ? (
        <AutomaticPreview reward={reward} amountOfWinners={amountOfWinners} />
      ) : (
        <ManualTiers
          pool={pool}
          reward={reward}
          amountOfWinners={amountOfWinners}
          tiers={manualTiers}
          onChange={onManualTiersChange}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}

function AutomaticPreview({ reward, amountOfWinners }: { reward: NumberField; amountOfWinners: NumberField }) {
  if (!isValidWinnerCount(amountOfWinners)) {
    return (
      <Text size="sm" c="dimmed">
        Set the number of winners (1 to {MAX_WINNERS}) to see the split.
      </Text>
    );
  }
  const tiers = automaticTiers(reward, amountOfWinners);
  const shares = automaticSharesPercent(asNumber(amountOfWinners));
  return (
    <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
      <Table verticalSpacing={6} horizontalSpacing="md" aria-label="Automatic reward split" data-testid="tier-preview">
        <Table.Tbody>
          {tiers.map((tier, index) => (
            <Table.Tr key={tier.name}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {tier.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {percentText(shares[index] ?? 0)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600} data-testid="tier-amount">
                  {formatUsd(tierAmount(tier))}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={2}>
              <Text size="sm" fw={700}>
                Total
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={700} data-testid="tier-total">
                {formatUsd(tiersTotal(tiers))}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}

interface ManualTiersProps {
  pool: number;
  reward: NumberField;
  amountOfWinners: NumberField;
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  disabled?: boolean;
}

function ManualTiers({ pool, reward, amountOfWinners, tiers, onChange, disabled }: ManualTiersProps) {
  const total = tiersTotal(tiers);
  const over = total > pool + 1e-9;
  const update = (index: number, patch: Partial<TierDraft>) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)));
  const remove = (index: number) =>
    onChange(
      tiers
        .filter((_, i) => i !== index)
        .map((tier, i) => (/^Reward \d+$/.test(tier.name) ? { ...tier, name: manualTierName(i) } : tier)),
    );
  const add = () =>
    onChange([...tiers, { name: manualTierName(tiers.length), description: '', cashAmount: 0, creditAmount: 0 }]);
  const splitCount = isValidWinnerCount(amountOfWinners) ? asNumber(amountOfWinners) : Math.max(1, tiers.length);

  return (
    <Stack gap="xs">
      {tiers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tiers yet. Add one, or split the pool equally.
        </Text>
      ) : null}
      {tiers.map((tier, index) => (
        <Paper key={index} withBorder radius="md" p="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Text fw={600} size="sm" w={{ base: '100%', xs: 90 }} pb={{ xs: 8 }}>
              {tier.name || manualTierName(index)}
            </Text>
            <DollarInput
              size="sm"
              label="Cash"
              aria-label={`${tier.name || manualTierName(index)} cash amount`}
              prefix="$"
              step={0.01}
              value={tier.cashAmount}
              onChange={(value) => update(index, { cashAmount: value })}
              disabled={disabled}
              flex={1}
              miw={110}
            />
            <DollarInput
              size="sm"
              label="Credit"
              aria-label={`${tier.name || manualTierName(index)} credit amount`}
              prefix="$"
              step={0.01}
              value={tier.creditAmount}
              onChange={(value) => update(index, { creditAmount: value })}
              disabled={disabled}
              flex={1}
              miw={110}
            />
            <Tooltip label="Remove this tier">
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={`Remove ${tier.name || manualTierName(index)}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Paper>
      ))}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={add}
            disabled={disabled || tiers.length >= MAX_WINNERS}
          >
            Add tier
          </Button>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconArrowsSplit size={14} />}
            onClick={() => onChange(equalManualTiers(reward, splitCount))}
            disabled={disabled}
          >
            Split pool equally
          </Button>
        </Group>
        <Badge
          color={over ? 'red' : total === pool && pool > 0 ? 'teal' : 'gray'}
          variant="light"
          size="lg"
          tt="none"
          data-testid="tier-total"
        >
          {formatUsd(total)} of {formatUsd(pool)}
        </Badge>
      </Group>
    </Stack>
  );
}
