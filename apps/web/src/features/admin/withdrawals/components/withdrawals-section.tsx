import { formatUsd, sumDollars } from '@briefly/shared/money';
import type { TWithdrawal } from '@briefly/shared/rewards';
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { AdminTable, type AdminColumn } from '@/features/admin/list/admin-table';
import { IconCheck, IconClock, IconCoins, IconReceipt, IconX, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { useQueryFlag } from '@/hooks/use-query-flag';
import { formatDateTime } from '@/lib/brief-display';
import { useWithdrawalRequests } from '../api/get-withdrawal-requests';
import { ProcessWithdrawalModal } from './process-withdrawal-modal';
import { ScrollX, scrollTabsClass } from '@/components/scroll-x/scroll-x';

const TABS = ['all', 'pending', 'approved', 'rejected'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { all: 'All', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
const STATUS_COLORS: Record<TWithdrawal['status'], string> = {
  pending: 'yellow',
  approved: 'blue',
  completed: 'green',
  rejected: 'red',
};

function StatusBadge({ request }: { request: TWithdrawal }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[request.status]}>
      {request.status}
    </Badge>
  );
}

function StatusNotes({ request }: { request: TWithdrawal }) {
  return (
    <>
      {request.reason ? (
        <Text size="xs" c="dimmed" mt={2}>
          {request.reason}
        </Text>
      ) : null}
      {request.adminNotes ? (
        <Text size="xs" c="dimmed" mt={2} fs="italic">
          Notes: {request.adminNotes}
        </Text>
      ) : null}
    </>
  );
}

/** Columns of the table; on a phone each request is a card (its name the heading, its status the badge). */
const COLUMNS: ReadonlyArray<AdminColumn<TWithdrawal>> = [
  {
    key: 'creator',
    header: 'Creator',
    onPhone: false,
    render: (request) => (
      <>
        <Text size="sm" fw={600}>
          {request.creator.fullName}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          @{request.creator.userName} · {request.creator.email}
        </Text>
      </>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    render: (request) => (
      <Text size="sm" fw={700} span>
        {formatUsd(request.amount)}{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          {request.currency.toUpperCase()}
        </Text>
      </Text>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (request) => (
      <Box maw={220}>
        <StatusBadge request={request} />
        <StatusNotes request={request} />
      </Box>
    ),
    // The card shows the status as its badge; its line says only why, when there is a reason or a note.
    renderOnPhone: (request) => (request.reason || request.adminNotes ? <StatusNotes request={request} /> : null),
  },
  { key: 'requested', header: 'Requested', render: (request) => formatDateTime(request.requestedAt) },
  {
    key: 'processed',
    header: 'Processed',
    render: (request) => (request.processedAt ? formatDateTime(request.processedAt) : '—'),
  },
];

/** Approved counts completed ones too: a completed request was approved and transferred. */
const inTab = (tab: Tab, request: TWithdrawal) =>
  tab === 'all' || request.status === tab || (tab === 'approved' && request.status === 'completed');

/** The admin Withdrawals section (docs/product/admin.md#withdrawals): stats, tabs with counts, table, approve/reject modal. */
export function WithdrawalsSection() {
  const query = useWithdrawalRequests();
  const [tab, setTab] = useState<Tab>('all');
  const [decision, setDecision] = useState<{ request: TWithdrawal; action: 'approve' | 'reject' } | null>(null);
  // `?withdrawal=<id>` (the Needs attention links) opens that request above the list.
  const [focusId, setFocusId] = useState<string | null>(null);
  useQueryFlag('withdrawal', setFocusId);

  const requests = query.data ?? [];
  const counts = Object.fromEntries(
    TABS.map((value) => [value, requests.filter((request) => inTab(value, request)).length]),
  ) as Record<Tab, number>;
  const totalAmount = sumDollars(requests.map((request) => request.amount));
  const shown = requests.filter((request) => inTab(tab, request));
  const focused = focusId ? requests.find((request) => request.id === focusId) : undefined;
  const decide = (request: TWithdrawal, action: 'approve' | 'reject') => setDecision({ request, action });

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Stat
          label="Total requests"
          value={query.data ? String(requests.length) : null}
          icon={IconReceipt}
          color="brand"
        />
        <Stat label="Pending" value={query.data ? String(counts.pending) : null} icon={IconClock} color="yellow" />
        <Stat label="Approved" value={query.data ? String(counts.approved) : null} icon={IconCheck} color="green" />
        <Stat label="Total amount" value={query.data ? formatUsd(totalAmount) : null} icon={IconCoins} color="teal" />
      </SimpleGrid>

      {focusId && query.data ? (
        focused ? (
          <FocusedRequest request={focused} onDecide={decide} onClose={() => setFocusId(null)} />
        ) : (
          <Alert color="gray" variant="light" withCloseButton onClose={() => setFocusId(null)}>
            The withdrawal request named in the link was not found.
          </Alert>
        )
      ) : null}

      {query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load withdrawal requests"
        />
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Tabs value={tab} onChange={(value) => setTab(TABS.find((entry) => entry === value) ?? 'all')}>
            <ScrollX label="Withdrawal statuses" hint={false}>
              <Tabs.List className={scrollTabsClass}>
                {TABS.map((value) => (
                  <Tabs.Tab key={value} value={value}>
                    {TAB_LABELS[value]} ({query.data ? counts[value] : '…'})
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </ScrollX>
          </Tabs>
          <Box mt="sm">
            <AdminTable
              label="Withdrawal requests"
              columns={COLUMNS}
              rows={query.data ? shown : undefined}
              rowKey={(request) => request.id}
              rowLabel={(request) => `${request.creator.fullName} ${formatUsd(request.amount)}`}
              phoneTitle={(request) => request.creator.fullName}
              phoneBadge={(request) => <StatusBadge request={request} />}
              actions={(request) => <DecisionButtons request={request} onDecide={decide} />}
              isPending={query.isPending}
              error={null}
              errorTitle="Failed to load withdrawal requests"
              onRetry={() => void query.refetch()}
              empty={
                <Text c="dimmed" ta="center" py="xl">
                  No {tab === 'all' ? '' : `${TAB_LABELS[tab].toLowerCase()} `}withdrawal requests.
                </Text>
              }
              minWidth={760}
            />
          </Box>
        </Paper>
      )}

      <ProcessWithdrawalModal
        request={decision?.request ?? null}
        action={decision?.action ?? 'approve'}
        onClose={() => setDecision(null)}
      />
    </Stack>
  );
}

function DecisionButtons({
  request,
  onDecide,
}: {
  request: TWithdrawal;
  onDecide: (request: TWithdrawal, action: 'approve' | 'reject') => void;
}) {
  if (request.status !== 'pending') return null;
  return (
    <>
      <Button
        size="xs"
        color="green"
        leftSection={<IconCheck size={14} />}
        onClick={() => onDecide(request, 'approve')}
      >
        Approve
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconX size={14} />}
        onClick={() => onDecide(request, 'reject')}
      >
        Reject
      </Button>
    </>
  );
}

/** The request a link named, shown whole above the list with its decision buttons. */
function FocusedRequest({
  request,
  onDecide,
  onClose,
}: {
  request: TWithdrawal;
  onDecide: (request: TWithdrawal, action: 'approve' | 'reject') => void;
  onClose: () => void;
}) {
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={`Withdrawal request of ${request.creator.fullName}`}
      style={{ borderColor: 'var(--mantine-color-brand-filled)' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={500}>
            Withdrawal request
          </Text>
          <Text fw={700} mt={2}>
            {request.creator.fullName} · {formatUsd(request.amount)} {request.currency.toUpperCase()}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            @{request.creator.userName} · {request.creator.email} · requested {formatDateTime(request.requestedAt)}
          </Text>
        </div>
        <CloseButton aria-label="Close this request" onClick={onClose} />
      </Group>
      <Group justify="space-between" mt="sm" gap="xs">
        <Box>
          <StatusBadge request={request} />
          <StatusNotes request={request} />
        </Box>
        <Group gap="xs">
          <DecisionButtons request={request} onDecide={onDecide} />
        </Group>
      </Group>
    </Paper>
  );
}

function Stat({
  label,
  value,
  icon: StatIcon,
  color,
}: {
  label: string;
  value: string | null;
  icon: Icon;
  color: string;
}) {
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={500}>
            {label}
          </Text>
          {value === null ? (
            <Skeleton height={26} width={70} mt={4} />
          ) : (
            <Text fw={800} fz={{ base: 20, sm: 24 }} mt={2}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={38} radius="md" visibleFrom="xs">
          <StatIcon size={20} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
