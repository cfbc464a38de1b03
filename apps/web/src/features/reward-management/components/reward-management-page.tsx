import { formatUsd } from '@briefly/shared/money';
import { REWARD_MESSAGES, rewardStage, type TRewardManagementBrief } from '@briefly/shared/rewards';
import { Anchor, Badge, Box, Button, Collapse, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconChevronDown,
  IconChevronUp,
  IconCoins,
  IconSend,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AreaEmptyState } from '@/components/area-empty-state';
import { MessageButton } from '@/components/message-button';
import { DisputeAction } from '@/components/open-dispute-button';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { payoutStatusView } from '@/lib/payout-status';
import { formatDate } from '@/lib/brief-display';
import { useAssignReward } from '../api/assign-reward';
import { useRewardManagement } from '../api/get-reward-management';
import { useRemoveAssignment } from '../api/remove-assignment';
import { ProcessPayoutsConfirm } from './process-payouts-confirm';
import {
  assignmentPreview,
  briefsByStage,
  emptyHint,
  REWARD_TABS,
  STAGE_COLORS,
  STAGE_LABELS,
  TAB_LABELS,
  TAB_NOUNS,
  type RewardTab,
} from '../lib/stages';
import { ScrollX, scrollTabsClass } from '@/components/scroll-x/scroll-x';

/** The server's message when it sent one, else our default (docs/product/rewards-and-payouts.md#reward-management). */
const failure = (error: unknown, fallback: string) => (isApiError(error) && error.body ? error.message : fallback);

/** /brand/reward-management (docs/product/rewards-and-payouts.md#reward-management): funded briefs by reward stage; assign, remove, process payouts. */
export function RewardManagementPage() {
  useDocumentTitle('Reward Management · Briefly');
  const query = useRewardManagement();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = REWARD_TABS.find((value) => value === searchParams.get('tab')) ?? 'funded';
  const groups = briefsByStage(query.data?.briefs ?? []);

  return (
    // Inside the brand's dashboard frame (app/routes/notifications-layout.tsx), which pads the page like the dashboard's tabs.
    <Box w="100%">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={paths.brand.dashboard.getHref('manage-rewards')} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} /> Back to dashboard
            </Group>
          </Anchor>
          <Title order={1} fz={{ base: 26, sm: 32 }} mt="xs">
            Reward Management
          </Title>
          <Text c="dimmed" mt={4}>
            Assign your funded briefs&apos; reward tiers to submissions and pay the winners.
          </Text>
        </div>

        {query.isPending ? (
          <Group gap="sm" py="xl" justify="center" role="status">
            <Loader size="sm" />
            <Text c="dimmed">Loading reward management...</Text>
          </Group>
        ) : query.isError ? (
          <QueryError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            title="Failed to load reward management"
          />
        ) : (
          <Tabs
            value={tab}
            onChange={(value) => setSearchParams(value && value !== 'funded' ? { tab: value } : {}, { replace: true })}
            keepMounted={false}
          >
            <ScrollX label="Reward groups" hint={false}>
              <Tabs.List className={scrollTabsClass}>
                {REWARD_TABS.map((value) => (
                  <Tabs.Tab
                    key={value}
                    value={value}
                    rightSection={
                      <Badge size="sm" variant="light" circle={groups[value].length < 10}>
                        {groups[value].length}
                      </Badge>
                    }
                  >
                    {TAB_LABELS[value]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </ScrollX>
            {REWARD_TABS.map((value) => (
              <Tabs.Panel key={value} value={value} pt="lg">
                {groups[value].length === 0 ? (
                  <AreaEmptyState
                    icon={<IconCoins size={28} stroke={1.6} />}
                    title={`No ${TAB_NOUNS[value]} briefs found`}
                    description={emptyHint(value)}
                  />
                ) : (
                  <Stack gap="md">
                    {groups[value].map((brief) => (
                      <BriefRewardCard key={brief.id} brief={brief} tab={value} />
                    ))}
                  </Stack>
                )}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Box>
  );
}

function BriefRewardCard({ brief, tab }: { brief: TRewardManagementBrief; tab: RewardTab }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const assign = useAssignReward();
  const remove = useRemoveAssignment();
  const [confirmingPayouts, setConfirmingPayouts] = useState(false);
  const stage = rewardStage(brief);
  const titleId = `reward-brief-${brief.id}`;
  const assigned = new Set(brief.rewardAssignments.map((assignment) => assignment.submissionId));
  const unassigned = brief.submissions.filter(
    (submission) => !assigned.has(submission.id) && submission.status !== 'rejected',
  );
  const tiers = [...brief.rewardTiers].sort((a, b) => a.position - b.position);

  const run = <T,>(key: string, action: () => Promise<T>, success: string, fallback: string) => {
    setBusy(key);
    action()
      .then(() => notifications.show({ color: 'green', message: success }))
      .catch((error: unknown) => notifications.show({ color: 'red', message: failure(error, fallback) }))
      .finally(() => setBusy(null));
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 300px' }}>
          <Group gap="xs">
            <Title order={2} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {brief.title}
            </Title>
            <Badge variant="light" color={STAGE_COLORS[stage]}>
              {STAGE_LABELS[stage]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4} lineClamp={2}>
            {brief.description}
          </Text>
          <Text size="sm" mt="xs">
            Budget <b>{formatUsd(brief.totalBudget)}</b> · Funded {formatDate(brief.fundedAt)} ·{' '}
            {brief.rewardAssignments.length} of {tiers.length} {tiers.length === 1 ? 'tier' : 'tiers'} assigned
          </Text>
        </div>
        <Group gap="xs">
          {tab === 'winners_selected' ? (
            <>
              <Button
                leftSection={<IconSend size={16} />}
                disabled={busy !== null}
                onClick={() => setConfirmingPayouts(true)}
              >
                Process Payouts
              </Button>
              <ProcessPayoutsConfirm
                briefId={brief.id}
                opened={confirmingPayouts}
                onClose={() => setConfirmingPayouts(false)}
                nameOf={(assignmentId) =>
                  brief.rewardAssignments.find((entry) => entry.id === assignmentId)?.creator.fullName ?? 'A creator'
                }
              />
            </>
          ) : null}
          <Button
            variant="light"
            onClick={() => setOpen((value) => !value)}
            rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            aria-expanded={open}
          >
            {open ? 'Hide Details' : 'Manage Rewards'}
          </Button>
        </Group>
      </Group>

      <Collapse expanded={open}>
        <Stack gap="sm" mt="md">
          {tiers.map((tier) => {
            const assignment = brief.rewardAssignments.find((entry) => entry.rewardTierId === tier.id);
            return (
              <Paper
                key={tier.id}
                withBorder
                p="sm"
                radius="md"
                bg="var(--mantine-color-default-hover)"
                aria-label={tier.name}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700}>{tier.name}</Text>
                    {tier.description ? (
                      <Text size="sm" c="dimmed">
                        {tier.description}
                      </Text>
                    ) : null}
                  </div>
                  <Text fw={700}>{formatUsd(tier.amount)}</Text>
                </Group>
                {assignment ? (
                  <Group justify="space-between" gap="sm" mt="sm" align="center">
                    <div>
                      <Text size="sm" fw={600}>
                        {assignment.creator.fullName}{' '}
                        <Text span size="xs" c="dimmed">
                          @{assignment.creator.userName}
                        </Text>
                      </Text>
                      <Text size="xs" c="dimmed">
                        Submitted {formatDate(assignment.submission.submittedAt)} · Payout{' '}
                        <Badge
                          size="xs"
                          variant="light"
                          color={payoutStatusView(assignment.payoutStatus, assignment.rewardType).color}
                        >
                          {payoutStatusView(assignment.payoutStatus, assignment.rewardType).label}
                        </Badge>
                      </Text>
                    </div>
                    <Group gap="xs">
                      <MessageButton
                        viewer="brand"
                        variant="subtle"
                        target={{
                          userId: assignment.creatorId,
                          name: assignment.creator.fullName,
                          briefId: brief.id,
                          briefTitle: brief.title,
                        }}
                      />
                      <DisputeAction
                        subjectType="award"
                        subjectId={assignment.id}
                        decidedAt={assignment.createdAt}
                        party="brand"
                        subjectLabel={`your award of ${tier.name} to ${assignment.creator.fullName} on “${brief.title}”`}
                        size="xs"
                        variant="subtle"
                      />
                      {assignment.payoutStatus !== 'paid' ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          loading={busy === `remove-${assignment.id}`}
                          disabled={busy !== null}
                          onClick={() =>
                            run(
                              `remove-${assignment.id}`,
                              () => remove.mutateAsync(assignment.id),
                              REWARD_MESSAGES.assignmentRemoved,
                              REWARD_MESSAGES.removeFailed,
                            )
                          }
                        >
                          Remove Assignment
                        </Button>
                      ) : null}
                    </Group>
                  </Group>
                ) : (
                  <Stack gap="xs" mt="sm">
                    <Badge variant="outline" color="gray">
                      Unassigned
                    </Badge>
                    {unassigned.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        No unassigned submissions.
                      </Text>
                    ) : (
                      unassigned.map((submission) => (
                        // Wraps on a phone: the buttons go under the name and preview instead of squeezing them into a narrow column.
                        <Group key={submission.id} justify="space-between" gap="sm" wrap="wrap" align="flex-start">
                          <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                            <Text size="sm" fw={600}>
                              {submission.creator.fullName}
                            </Text>
                            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                              {assignmentPreview(submission.content)}
                            </Text>
                          </div>
                          <Group gap="xs" wrap="nowrap">
                            <MessageButton
                              viewer="brand"
                              variant="subtle"
                              target={{
                                userId: submission.creatorId,
                                name: submission.creator.fullName,
                                briefId: brief.id,
                                briefTitle: brief.title,
                              }}
                            />
                            <Button
                              size="xs"
                              variant="light"
                              leftSection={<IconUserPlus size={14} />}
                              loading={busy === `assign-${tier.id}-${submission.id}`}
                              disabled={busy !== null}
                              aria-label={`Assign ${tier.name} to ${submission.creator.fullName}`}
                              onClick={() =>
                                run(
                                  `assign-${tier.id}-${submission.id}`,
                                  () =>
                                    assign.mutateAsync({
                                      briefId: brief.id,
                                      rewardTierId: tier.id,
                                      submissionId: submission.id,
                                      creatorId: submission.creatorId,
                                    }),
                                  REWARD_MESSAGES.assigned,
                                  REWARD_MESSAGES.assignFailed,
                                )
                              }
                            >
                              Assign
                            </Button>
                          </Group>
                        </Group>
                      ))
                    )}
                  </Stack>
                )}
              </Paper>
            );
          })}
        </Stack>
      </Collapse>
    </Paper>
  );
}
