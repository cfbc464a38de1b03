import { ADMIN_FIGURE_TEXTS, ADMIN_PAGE_SIZE, type TAdminPayout } from '@briefly/shared/admin';
import { formatCents } from '@briefly/shared/money';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarMonth, IconCash, IconClock, IconEye, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from '@/features/admin/list/admin-table';
import { ExportCsvButton } from '@/features/admin/list/export-csv-button';
import { FilterSelect, ListToolbar, SearchField, ToolbarActions } from '@/features/admin/list/list-toolbar';
import { StatCard } from '@/features/admin/list/stat-card';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { useQueryFlag } from '@/hooks/use-query-flag';
import { useDebouncedSearch, useUrlFilters } from '@/hooks/use-url-filters';
import { formatDate } from '@/lib/brief-display';
import { PAYOUT_STATUSES, usePayouts, type PayoutStatusFilter } from '../api/payouts';
import { PayoutModal } from './payout-modal';
import { PAYOUT_FILTER_LABELS, PayoutStatusBadge, REWARD_TYPE_LABELS } from './payout-status';

const STATUS_OPTIONS: ReadonlyArray<{ value: PayoutStatusFilter; label: string }> = [
  { value: 'all', label: 'All statuses' },
  ...(['paid', 'pending', 'held', 'failed'] as const).map((value) => ({ value, label: PAYOUT_FILTER_LABELS[value] })),
];

const COLUMNS: Array<AdminColumn<TAdminPayout>> = [
  {
    key: 'creator',
    header: 'Creator',
    onPhone: false,
    render: (payout) => (
      <>
        <Text size="sm" fw={600}>
          {payout.creator.fullName}
        </Text>
        <Text size="xs" c="dimmed">
          @{payout.creator.userName}
        </Text>
      </>
    ),
  },
  {
    key: 'brief',
    header: 'Brief',
    render: (payout) => (
      <>
        <Text size="sm" lineClamp={2}>
          {payout.brief.title}
        </Text>
        <Text size="xs" c="dimmed">
          {payout.brand.companyName}
        </Text>
      </>
    ),
  },
  {
    key: 'amount',
    header: 'Net amount',
    align: 'right',
    render: (payout) =>
      payout.rewardType === 'prize' ? (
        <Text size="sm">{payout.prizeName ?? 'Prize'}</Text>
      ) : (
        <>
          <Text size="sm" fw={700}>
            {formatCents(payout.netCents)}
          </Text>
          <Text size="xs" c="dimmed">
            fee {formatCents(payout.feeCents)}
          </Text>
        </>
      ),
  },
  { key: 'type', header: 'Type', render: (payout) => REWARD_TYPE_LABELS[payout.rewardType] },
  { key: 'status', header: 'Status', onPhone: false, render: (payout) => <PayoutStatusBadge payout={payout} /> },
  { key: 'awarded', header: 'Awarded', render: (payout) => formatDate(payout.createdAt) },
  { key: 'paid', header: 'Paid', render: (payout) => (payout.paidAt ? formatDate(payout.paidAt) : '—') },
];

const asStatus = (value: string): PayoutStatusFilter => PAYOUT_STATUSES.find((status) => status === value) ?? 'all';

/**
 * Payouts (docs/product/admin.md#payouts): totals from the ledger over every award, and the awards
 * with the state of their money — paid, pending, held until a payout account is connected, or failed.
 */
export function PayoutsSection() {
  const { values, page, update, setPage } = useUrlFilters(['search', 'status'] as const);
  const status = asStatus(values.status);
  const search = useDebouncedSearch(values.search, (value) => update({ search: value }));
  const query = usePayouts({ search: values.search, status, page });
  const [viewing, setViewing] = useState<string | null>(null);
  // `?payout=<id>` (the Needs attention links) opens that payout.
  useQueryFlag('payout', setViewing);
  const totals = query.data?.totals;
  const filtered = values.search !== '' || status !== 'all';

  return (
    <Stack gap="md">
      {query.isError && !query.data ? null : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <StatCard
            label="Total payouts"
            value={totals ? formatCents(totals.totalPaidCents) : null}
            icon={IconCash}
            color="green"
            hint={`${ADMIN_FIGURE_TEXTS.paidOut.hint}, all time`}
          />
          <StatCard
            label="Pending payouts"
            value={totals ? formatCents(totals.pendingCents) : null}
            icon={IconClock}
            color="yellow"
            hint={
              totals
                ? `${ADMIN_FIGURE_TEXTS.awaitingPayout.hint}; ${formatCents(totals.heldCents)} of it held`
                : ADMIN_FIGURE_TEXTS.awaitingPayout.hint
            }
          />
          <StatCard
            label="This Month"
            value={totals ? formatCents(totals.thisMonthCents) : null}
            icon={IconCalendarMonth}
            color="brand"
            hint={ADMIN_FIGURE_TEXTS.paidOutThisMonth.hint}
          />
        </SimpleGrid>
      )}
      <ListToolbar label="Search and filter payouts">
        <SearchField
          label="Search payouts"
          placeholder="Brief, brand or creator"
          value={search.typed}
          onChange={search.type}
        />
        <FilterSelect
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(next) => update({ status: next === 'all' ? undefined : next })}
        />
        <ToolbarActions>
          <ExportCsvButton
            path="/api/admin/payouts/export.csv"
            query={{ search: values.search, status: status === 'all' ? undefined : status }}
            fileName="payouts.csv"
          />
        </ToolbarActions>
      </ListToolbar>
      {query.isError && !query.data ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load payouts"
        />
      ) : (
        <AdminTable
          label="Payouts"
          columns={COLUMNS}
          rows={query.data?.payouts}
          rowKey={(payout) => payout.id}
          phoneTitle={(payout) =>
            `${payout.creator.fullName} · ${payout.rewardType === 'prize' ? (payout.prizeName ?? 'Prize') : formatCents(payout.netCents)}`
          }
          phoneBadge={(payout) => <PayoutStatusBadge payout={payout} />}
          isPending={query.isPending}
          isFetching={query.isFetching}
          error={query.error}
          errorTitle="Failed to load payouts"
          onRetry={() => void query.refetch()}
          empty={
            <AreaEmptyState
              icon={<IconReceipt size={28} stroke={1.6} />}
              title="No payouts found"
              description={
                filtered
                  ? 'No payout matches this search and status.'
                  : 'Payouts appear here once brands award winners.'
              }
            />
          }
          paging={{ page, total: query.data?.total ?? 0, pageSize: ADMIN_PAGE_SIZE, onChange: setPage }}
          minWidth={900}
          actions={(payout) => (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={14} />}
              onClick={() => setViewing(payout.id)}
              aria-label={`View details of the payout to ${payout.creator.fullName} for ${payout.brief.title}`}
            >
              View Details
            </Button>
          )}
        />
      )}
      <PayoutModal payoutId={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
