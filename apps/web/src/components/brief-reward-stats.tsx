import type { TBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { Group, Text } from '@mantine/core';
import { IconTrophy, IconUsers } from '@tabler/icons-react';
import { displayReward } from '@/lib/brief-display';

/** A brief card's reward (tiers' total, else the pool: docs/product/marketplace.md#reward-shown), winners and submissions. */
export function BriefRewardStats({
  brief,
}: {
  brief: Pick<TBrief, 'reward' | 'totalRewardValue' | 'amountOfWinners' | 'submissionsCount'>;
}) {
  return (
    <Group justify="space-between" align="flex-end" mt="md" gap="xs">
      <div>
        <Text size="xs" c="dimmed">
          Reward
        </Text>
        <Text fw={800} fz={22} lh={1.2}>
          {formatUsd(displayReward(brief))}
        </Text>
      </div>
      <Group gap="md">
        <Group gap={4} wrap="nowrap">
          <IconTrophy size={16} stroke={1.6} aria-hidden="true" />
          <Text size="sm">
            {brief.amountOfWinners} {brief.amountOfWinners === 1 ? 'winner' : 'winners'}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconUsers size={16} stroke={1.6} aria-hidden="true" />
          <Text size="sm">
            {brief.submissionsCount} {brief.submissionsCount === 1 ? 'submission' : 'submissions'}
          </Text>
        </Group>
      </Group>
    </Group>
  );
}
