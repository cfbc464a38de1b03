import type { TAdminBrief } from '@briefly/shared/admin';
import { formatUsd } from '@briefly/shared/money';
import { Badge, Group, Text } from '@mantine/core';
import type { AdminColumn } from '@/features/admin/list/admin-table';
import { displayReward, formatDate } from '@/lib/brief-display';
import { AdminBriefStatusBadge } from './brief-badges';

const title: AdminColumn<TAdminBrief> = {
  key: 'brief',
  header: 'Brief',
  onPhone: false,
  render: (brief) => (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={600} lineClamp={2}>
        {brief.title}
      </Text>
      {brief.isPrivate ? (
        <Badge size="xs" variant="light" color="gray">
          Private
        </Badge>
      ) : null}
    </Group>
  ),
};
const brand: AdminColumn<TAdminBrief> = { key: 'brand', header: 'Brand', render: (brief) => brief.brand.companyName };
const reward: AdminColumn<TAdminBrief> = {
  key: 'reward',
  header: 'Reward',
  align: 'right',
  render: (brief) => formatUsd(displayReward(brief)),
};
const submissions: AdminColumn<TAdminBrief> = {
  key: 'submissions',
  header: 'Submissions',
  align: 'right',
  render: (brief) => brief.submissionsCount,
};

/** Manage Briefs: brief, brand, reward, status, submissions (spec part 2 §2). */
export const BRIEF_COLUMNS: Array<AdminColumn<TAdminBrief>> = [
  title,
  brand,
  reward,
  {
    key: 'status',
    header: 'Status',
    onPhone: false,
    render: (brief) => <AdminBriefStatusBadge status={brief.status} />,
  },
  submissions,
];

/** Archived Briefs: brief, brand, reward, deadline (or No deadline), archived date (or Unknown), submissions. */
export const ARCHIVED_COLUMNS: Array<AdminColumn<TAdminBrief>> = [
  title,
  brand,
  reward,
  {
    key: 'deadline',
    header: 'Deadline',
    render: (brief) => (brief.deadline ? formatDate(brief.deadline) : 'No deadline'),
  },
  {
    key: 'archived',
    header: 'Archived',
    render: (brief) => (brief.archivedAt ? formatDate(brief.archivedAt) : 'Unknown'),
  },
  submissions,
];
