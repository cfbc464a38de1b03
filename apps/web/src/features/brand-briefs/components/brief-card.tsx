import type { TBrandBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { deadlineColor, deadlineText } from '@briefly/shared/time';
import { useDaysLeft } from '@/hooks/use-days-left';
import { Badge, Box, Button, Card, Divider, Group, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArchive,
  IconCalendar,
  IconCircleCheck,
  IconCreditCard,
  IconEdit,
  IconEye,
  IconFileDownload,
  IconLock,
  IconMapPin,
  IconSend,
  IconShare,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandAvatar } from '@/components/brand-avatar';
import { BriefStatusBadge } from '@/components/brief-status-badge';
import { formatDate, statusLabel, STATUS_COLORS } from '@/lib/brief-display';
import classes from './brief-card.module.css';

export type BriefAction =
  'view' | 'edit' | 'publish' | 'draft' | 'archive' | 'submissions' | 'share' | 'delete' | 'fund';

interface BriefCardProps {
  brief: TBrandBrief;
  onAction: (action: BriefAction, brief: TBrandBrief) => void;
  /** The action running for this brief, if any (its button shows progress; the others wait). */
  pending?: BriefAction | null;
  /** Archive and Delete are offered unless the caller turns them off. */
  canArchive?: boolean;
  canDelete?: boolean;
  /** More actions composed in by the route (e.g. "Invite creators" on a private brief). */
  extraActions?: ReactNode;
}

const MAX_TIERS_SHOWN = 3;

/** What the funded banner says of the pool: held while the brief runs, left (to refund) or settled once archived. */
function fundedNote(brief: TBrandBrief): string {
  if (brief.status !== 'archived') return `${formatUsd(brief.heldAmount)} held for rewards`;
  return brief.heldAmount > 0 ? `${formatUsd(brief.heldAmount)} left in the pool` : 'nothing left in the pool';
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0);

/** A brief on My Briefs (docs/product/briefs.md#brief-card). */
export function BriefCard({
  brief,
  onAction,
  pending = null,
  canArchive = true,
  canDelete = true,
  extraActions,
}: BriefCardProps) {
  const titleId = `brief-${brief.id}-title`;
  const tiers = [...brief.rewardTiers].sort((a, b) => a.position - b.position);
  const hiddenTiers = tiers.length - MAX_TIERS_SHOWN;
  const rewardsPaid = percent(brief.totalRewardsPaid, brief.reward);
  const days = useDaysLeft(brief.deadline);
  const busy = pending !== null;
  const act = (action: BriefAction) => () => onAction(action, brief);
  const actionButton = { size: 'xs', variant: 'default', disabled: busy } as const;
  const needsFunding = !brief.isFunded && brief.status === 'draft';

  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId} className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <BrandAvatar name={brief.brand.companyName} logo={brief.brand.logo} photo={brief.brand.photo} size={40} />
          <Box miw={0}>
            <Title order={3} fz="md" id={titleId} lineClamp={2}>
              {brief.title}
            </Title>
            <Group gap={6} mt={4}>
              <IconMapPin size={14} stroke={1.6} aria-hidden="true" />
              <Text size="xs" c="dimmed">
                {brief.location || 'Anywhere'}
              </Text>
              {brief.isPrivate ? (
                <Badge size="xs" variant="outline" color="gray" leftSection={<IconLock size={10} />}>
                  Private
                </Badge>
              ) : null}
            </Group>
          </Box>
        </Group>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <BriefStatusBadge brief={brief} />
          {brief.isFunded ? (
            <Badge size="xs" variant="dot" color={STATUS_COLORS[brief.status]}>
              {statusLabel(brief.status)}
            </Badge>
          ) : null}
        </Stack>
      </Group>

      <Text size="sm" mt="sm" lineClamp={3}>
        {brief.description}
      </Text>
      <Text size="xs" c="dimmed" mt={6} lineClamp={2}>
        <Text span fw={600} inherit>
          Requirements:{' '}
        </Text>
        {brief.requirements}
      </Text>

      {brief.isFunded ? (
        <Group className={classes.funded} gap="xs" mt="md" wrap="nowrap" data-testid="funded-banner">
          <IconCircleCheck size={18} aria-hidden="true" />
          <Text size="sm" fw={500}>
            Funded {formatDate(brief.fundedAt)} · {fundedNote(brief)}
          </Text>
        </Group>
      ) : needsFunding ? (
        <Group className={classes.unfunded} gap="xs" mt="md" justify="space-between" wrap="wrap">
          <Text size="sm" fw={500}>
            Not funded yet: fund this brief to publish it.
          </Text>
          <Button
            size="compact-sm"
            leftSection={<IconCreditCard size={14} />}
            onClick={act('fund')}
            loading={pending === 'fund'}
            disabled={busy}
          >
            Fund brief
          </Button>
        </Group>
      ) : null}

      <Group justify="space-between" align="flex-end" mt="md" gap="xs">
        <div>
          <Text size="xs" c="dimmed">
            Total reward pool
          </Text>
          <Text fw={800} fz={22} lh={1.2}>
            {formatUsd(brief.reward)}
          </Text>
        </div>
        <Group gap="md">
          <Text size="sm" c="dimmed">
            <Text span fw={700} c="var(--mantine-color-text)">
              {brief.submissionsCount}
            </Text>{' '}
            {brief.submissionsCount === 1 ? 'submission' : 'submissions'}
          </Text>
          <Text size="sm" c="dimmed">
            <Text span fw={700} c="var(--mantine-color-text)">
              {brief.winnersCount}
            </Text>{' '}
            of {brief.amountOfWinners} {brief.amountOfWinners === 1 ? 'winner' : 'winners'}
          </Text>
        </Group>
      </Group>

      {tiers.length > 0 ? (
        <Stack gap={4} mt="sm" aria-label="Reward tiers">
          {tiers.slice(0, MAX_TIERS_SHOWN).map((tier) => (
            <Group key={tier.id} justify="space-between" gap="xs" className={classes.tier}>
              <Text size="sm">{tier.name}</Text>
              <Text size="sm" fw={600}>
                {formatUsd(tier.amount)}
              </Text>
            </Group>
          ))}
          {hiddenTiers > 0 ? (
            <Text size="xs" c="dimmed">
              +{hiddenTiers} more {hiddenTiers === 1 ? 'reward' : 'rewards'}
            </Text>
          ) : null}
        </Stack>
      ) : null}

      {/* Only paid is paid (docs/product/money-and-ledger.md#public-figures): cash that reached creators' connected accounts, nothing held or credited. */}
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <Group justify="space-between" gap={4}>
          <Text size="xs" c="dimmed">
            Paid to creators
          </Text>
          <Text size="xs" fw={600}>
            {formatUsd(brief.totalRewardsPaid)} of {formatUsd(brief.reward)}
          </Text>
        </Group>
        <Progress
          value={rewardsPaid}
          size="sm"
          mt={4}
          color="teal"
          aria-label="Share of the reward pool paid to creators"
        />
      </div>

      <Group gap={6} mt="md">
        <IconCalendar size={16} stroke={1.6} aria-hidden="true" />
        <Text size="sm">Deadline {formatDate(brief.deadline)}</Text>
        {brief.status === 'archived' ? (
          <Badge size="sm" variant="light" color="gray">
            Closed
          </Badge>
        ) : (
          <Badge size="sm" variant="light" color={deadlineColor(days)}>
            {deadlineText(days)}
          </Badge>
        )}
      </Group>

      <Box flex={1} />
      <Divider my="md" />

      <Group gap={6}>
        <Button {...actionButton} leftSection={<IconEye size={14} />} onClick={act('view')}>
          View
        </Button>
        {/* An archived brief is closed: nothing about it can change any more. */}
        {brief.status !== 'archived' ? (
          <Button {...actionButton} leftSection={<IconEdit size={14} />} onClick={act('edit')}>
            Edit
          </Button>
        ) : null}
        {brief.status === 'draft' ? (
          <Tooltip label="Fund this brief before publishing it" disabled={brief.isFunded} withArrow>
            <Button
              {...actionButton}
              variant="light"
              leftSection={<IconSend size={14} />}
              onClick={brief.isFunded ? act('publish') : undefined}
              loading={pending === 'publish'}
              data-disabled={!brief.isFunded || undefined}
              aria-disabled={!brief.isFunded || undefined}
            >
              Publish
            </Button>
          </Tooltip>
        ) : null}
        {brief.status === 'published' ? (
          <Tooltip label="Move it back to draft: creators no longer see it" withArrow>
            <Button
              {...actionButton}
              leftSection={<IconFileDownload size={14} />}
              onClick={act('draft')}
              loading={pending === 'draft'}
            >
              Unpublish
            </Button>
          </Tooltip>
        ) : null}
        {canArchive && brief.status !== 'archived' ? (
          <Button
            {...actionButton}
            leftSection={<IconArchive size={14} />}
            onClick={act('archive')}
            loading={pending === 'archive'}
          >
            Archive
          </Button>
        ) : null}
        <Button {...actionButton} leftSection={<IconUsers size={14} />} onClick={act('submissions')}>
          Submissions
        </Button>
        <Button {...actionButton} leftSection={<IconShare size={14} />} onClick={act('share')}>
          Share
        </Button>
        {extraActions}
        {canDelete && brief.isFunded ? (
          // A funded brief keeps its money's history: it is archived (and what is left refunded), never deleted.
          <Tooltip label="A funded brief can't be deleted: archive it, then refund what's left" withArrow>
            <Button
              {...actionButton}
              color="red"
              variant="subtle"
              leftSection={<IconTrash size={14} />}
              data-disabled
              aria-disabled
            >
              Delete
            </Button>
          </Tooltip>
        ) : canDelete ? (
          <Button
            {...actionButton}
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={14} />}
            onClick={act('delete')}
            loading={pending === 'delete'}
          >
            Delete
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
