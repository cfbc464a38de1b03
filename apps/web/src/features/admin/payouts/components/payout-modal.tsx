import type { TAdminPayoutDetail } from '@briefly/shared/admin';
import { formatCents } from '@briefly/shared/money';
import { Alert, Group, Modal, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { DetailField, DetailSkeleton } from '@/features/admin/list/detail-field';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/brief-display';
import { usePayout } from '../api/payouts';
import { PayoutStatusBadge, REWARD_TYPE_LABELS } from './payout-status';

const ACCOUNT_LABELS: Record<NonNullable<TAdminPayoutDetail['payoutAccountStatus']>, string> = {
  active: 'Active',
  restricted: 'Restricted',
  pending: 'Setup incomplete',
  other: 'Not usable',
};

/** `transfer_failed` → 'Transfer failed'. */
const eventLabel = (kind: string) => {
  const words = kind.replace(/[_.]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : kind;
};

/** View Details: one award, what it moved and what happened to its transfer. */
export function PayoutModal({ payoutId, onClose }: { payoutId: string | null; onClose: () => void }) {
  const detail = usePayout(payoutId);
  return (
    <Modal opened={payoutId !== null} onClose={onClose} title="Payout details" size="lg" centered>
      {detail.isPending ? (
        <DetailSkeleton />
      ) : detail.isError ? (
        <QueryError
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
          title="Error fetching details"
        />
      ) : (
        <PayoutDetails payout={detail.data} />
      )}
    </Modal>
  );
}

function PayoutDetails({ payout }: { payout: TAdminPayoutDetail }) {
  return (
    <Stack gap="md">
      <div>
        <Group gap="xs">
          <Title order={3} fz="lg">
            {payout.creator.fullName}
          </Title>
          <PayoutStatusBadge payout={payout} />
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {payout.brief.title} · {payout.brand.companyName}
        </Text>
      </div>
      {payout.lastError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Last transfer error">
          {payout.lastError}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
        <DetailField label="Reward">
          {REWARD_TYPE_LABELS[payout.rewardType]}
          {payout.position ? ` · position ${payout.position}` : ''}
        </DetailField>
        <DetailField label="Gross">{formatCents(payout.grossCents)}</DetailField>
        <DetailField label="Platform fee">{formatCents(payout.feeCents)}</DetailField>
        <DetailField label="Net to creator">
          <Text fw={700} size="sm">
            {formatCents(payout.netCents)}
          </Text>
        </DetailField>
        {payout.prizeName ? <DetailField label="Prize">{payout.prizeName}</DetailField> : null}
        <DetailField label="Awarded">{formatDateTime(payout.createdAt)}</DetailField>
        <DetailField label="Paid">{payout.paidAt ? formatDateTime(payout.paidAt) : 'Not yet'}</DetailField>
        <DetailField label="Creator">
          @{payout.creator.userName} · {payout.creator.email}
        </DetailField>
        <DetailField label="Payout account">
          {payout.payoutAccountStatus ? ACCOUNT_LABELS[payout.payoutAccountStatus] : 'None connected'}
        </DetailField>
        <DetailField label="Transfer attempts">{payout.transferAttempts}</DetailField>
        <DetailField label="Transfer">{payout.transferId ?? '—'}</DetailField>
      </SimpleGrid>
      {payout.history.length > 0 ? (
        <section aria-label="History">
          <Title order={4} fz="sm" mb="xs">
            History
          </Title>
          <Timeline bulletSize={14} lineWidth={2} active={payout.history.length - 1}>
            {payout.history.map((event, index) => (
              <Timeline.Item key={`${event.at}-${index}`} title={eventLabel(event.kind)}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(event.at)}
                </Text>
                {event.detail ? (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {event.detail}
                  </Text>
                ) : null}
              </Timeline.Item>
            ))}
          </Timeline>
        </section>
      ) : null}
    </Stack>
  );
}
