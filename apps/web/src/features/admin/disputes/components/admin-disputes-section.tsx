import type { TDisputeSummary, TDisputesResponse } from '@briefly/shared/disputes';
import { useQuery } from '@tanstack/react-query';
import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AdminTable, type AdminColumn } from '@/features/admin/list/admin-table';
import { ageText, answerLine, disputeParties, DisputeStateBadge } from '@/components/dispute-state-badge';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The admin's Disputes section (docs/product/disputes.md#the-admins-disputes): open ones first by
// default, with their age and answer deadline; each opens on its page, where the evidence and the
// resolution form are.

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
] as const;
type Status = (typeof STATUSES)[number]['value'];

const COLUMNS: ReadonlyArray<AdminColumn<TDisputeSummary>> = [
  {
    key: 'subject',
    header: 'Dispute',
    onPhone: false,
    render: (dispute) => (
      <>
        <Anchor component={Link} to={paths.disputes.detail.getHref(dispute.id)} fw={600} size="sm">
          {dispute.subjectTitle}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {dispute.reason}
        </Text>
      </>
    ),
  },
  {
    key: 'parties',
    header: 'Parties',
    render: (dispute) => (
      <Text size="sm">
        {disputeParties(dispute).join(' · ')}
        <Text span size="xs" c="dimmed" display="block">
          opened by the {dispute.openedBy}
        </Text>
      </Text>
    ),
  },
  {
    key: 'age',
    header: 'Age',
    render: (dispute) => (
      <Text size="sm">
        {ageText(dispute.ageDays, dispute.status === 'resolved')}
        <Text span size="xs" c="dimmed" display="block">
          {answerLine(dispute)}
        </Text>
      </Text>
    ),
  },
  // On phones the state is the card's badge.
  { key: 'state', header: 'State', onPhone: false, render: (dispute) => <DisputeStateBadge dispute={dispute} /> },
];

/** GET /api/admin/disputes?status=. */
const useAdminDisputes = (status: Status) =>
  useQuery({
    queryKey: queryKeys.disputes.admin(status),
    queryFn: async ({ signal }) =>
      (await api.get<TDisputesResponse>('/api/admin/disputes', { signal, query: { status } })).disputes,
  });

export function AdminDisputesSection() {
  const [status, setStatus] = useState<Status>('open');
  const query = useAdminDisputes(status);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Which disputes"
        value={status}
        onChange={(value) => setStatus(value as Status)}
        data={STATUSES.map((item) => ({ ...item }))}
        w="fit-content"
      />
      <AdminTable
        label="Disputes"
        columns={COLUMNS}
        rows={query.data}
        rowKey={(dispute) => dispute.id}
        rowLabel={(dispute) => `${dispute.subjectTitle}: ${dispute.reason}`}
        phoneTitle={(dispute) => (
          <Anchor component={Link} to={paths.disputes.detail.getHref(dispute.id)} fw={600}>
            {dispute.subjectTitle}
          </Anchor>
        )}
        phoneBadge={(dispute) => <DisputeStateBadge dispute={dispute} />}
        isPending={query.isPending}
        error={query.error}
        errorTitle="Failed to load disputes"
        onRetry={() => void query.refetch()}
        isFetching={query.isFetching}
        empty={
          <Text c="dimmed" ta="center" py="xl">
            {status === 'open' ? 'No open disputes.' : 'No disputes here.'}
          </Text>
        }
        minWidth={720}
      />
    </Stack>
  );
}
