import { REWARD_TYPE_LABELS } from '@briefly/shared/status-words';
import { DEFAULT_PLATFORM_FEE_PERCENT, REWARD_MESSAGES } from '@briefly/shared/rewards';
import { formatUsd } from '@briefly/shared/money';
import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCoins, IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { usePublicConfig } from '@/lib/public-config';
import { useBriefSubmissions } from '../api/get-brief-submissions';
import { useRewardBrief } from '../api/get-reward-management';
import { PayoutStatusBadge } from './payout-status-badge';
import { SelectWinnersModal } from './select-winners-modal';
import { ScrollX } from '@/components/scroll-x/scroll-x';

/** The Select Winners tab of a brief in Manage Rewards & Payments: its tiers, their winners, and the modal. */
export function SelectWinnersPanel({ briefId, briefTitle }: { briefId: string; briefTitle: string }) {
  const brief = useRewardBrief(briefId);
  const submissions = useBriefSubmissions(briefId);
  const config = usePublicConfig();
  const [opened, setOpened] = useState(false);

  if (brief.isPending || submissions.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading winners">
        <Skeleton height={48} radius="md" />
        <Skeleton height={180} radius="md" />
      </Stack>
    );
  }
  if (brief.isError)
    return (
      <QueryError
        error={brief.error}
        onRetry={() => void brief.refetch()}
        retrying={brief.isFetching}
        title="Failed to load reward tiers"
      />
    );
  if (submissions.isError)
    return (
      <QueryError
        error={submissions.error}
        onRetry={() => void submissions.refetch()}
        retrying={submissions.isFetching}
        title="Failed to load submissions"
      />
    );
  if (!brief.data) {
    return (
      <AreaEmptyState
        icon={<IconCoins size={28} stroke={1.6} />}
        title={REWARD_MESSAGES.notFunded}
        description="Winners are paid from the brief's funded pool. Fund it from My Briefs first."
      />
    );
  }

  const reward = brief.data;
  const rewarded = new Set(reward.rewardAssignments.map((assignment) => assignment.submissionId));
  const eligible = submissions.data.submissions.filter(
    (submission) => submission.status !== 'rejected' && !rewarded.has(submission.id),
  );
  const takenTierIds = new Set(reward.rewardAssignments.map((assignment) => assignment.rewardTierId));
  const freeTiers = [...reward.rewardTiers]
    .filter((tier) => !takenTierIds.has(tier.id))
    .sort((a, b) => a.position - b.position);
  const tiers = [...reward.rewardTiers].sort((a, b) => a.position - b.position);
  const blocked =
    freeTiers.length === 0
      ? 'Every reward tier has a winner.'
      : eligible.length === 0
        ? 'No submission can win yet: rejected and already rewarded submissions are left out.'
        : null;
  const feePercent = config.data?.platformFeePercent ?? DEFAULT_PLATFORM_FEE_PERCENT;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} fz="lg">
            Reward tiers
          </Title>
          <Text size="sm" c="dimmed">
            {freeTiers.length} of {tiers.length} open · {eligible.length}{' '}
            {eligible.length === 1 ? 'submission' : 'submissions'} can win · platform fee {feePercent}%
          </Text>
        </div>
        <Button leftSection={<IconTrophy size={16} />} onClick={() => setOpened(true)} disabled={blocked !== null}>
          Select Winners
        </Button>
      </Group>
      {blocked ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
          {blocked}
        </Alert>
      ) : null}

      <Paper withBorder>
        <ScrollX label="Reward tiers" minWidth={560}>
          <Table verticalSpacing="sm" aria-label="Reward tiers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Position</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Winner</Table.Th>
                <Table.Th>Reward</Table.Th>
                <Table.Th>Payout</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tiers.map((tier) => {
                const assignment = reward.rewardAssignments.find((entry) => entry.rewardTierId === tier.id);
                return (
                  <Table.Tr key={tier.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        #{tier.position} {tier.name}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatUsd(tier.amount)}</Table.Td>
                    <Table.Td>
                      {assignment ? (
                        <Text size="sm">
                          {assignment.creator.fullName}{' '}
                          <Text span c="dimmed" size="xs">
                            @{assignment.creator.userName}
                          </Text>
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          Open
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {assignment
                        ? assignment.rewardType === 'prize'
                          ? `Prize${assignment.prizeDetails?.name ? `: ${assignment.prizeDetails.name}` : ''}`
                          : `${REWARD_TYPE_LABELS[assignment.rewardType]} ${formatUsd(assignment.net)} net`
                        : '—'}
                    </Table.Td>
                    <Table.Td>
                      {assignment ? (
                        <PayoutStatusBadge status={assignment.payoutStatus} rewardType={assignment.rewardType} />
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollX>
      </Paper>

      <SelectWinnersModal
        opened={opened}
        onClose={() => setOpened(false)}
        briefId={briefId}
        briefTitle={briefTitle}
        freeTiers={freeTiers}
        submissions={eligible}
        feePercent={feePercent}
      />
    </Stack>
  );
}
