import { REWARD_TYPE_LABELS } from '@briefly/shared/status-words';
import { formatUsd } from '@briefly/shared/money';
import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DisputeAction } from '@/components/open-dispute-button';
import { formatDate } from '@/lib/brief-display';
import { payoutStatusView } from '@/lib/payout-status';
import type { EarningRow } from '../lib/earnings';

/** The earning detail dialog (docs/product/rewards-and-payouts.md#earnings). */
export function EarningDetailDialog({ row, onClose }: { row: EarningRow | null; onClose: () => void }) {
  const status = row ? payoutStatusView(row.payoutStatus, row.rewardType) : null;
  return (
    <Modal opened={row !== null} onClose={onClose} title="Earning details" centered>
      {row ? (
        <Stack gap="sm">
          <div>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {row.briefTitle}
            </Text>
            <Text size="sm" c="dimmed">
              {row.brandName}
            </Text>
          </div>
          <Group gap="xs">
            <Badge variant="light" color={status?.color}>
              {status?.label}
            </Badge>
            {/* The default variant: gray outline text read at 3.3:1 on white (axe, light theme). */}
            <Badge variant="default">{REWARD_TYPE_LABELS[row.rewardType]}</Badge>
            {row.position ? <Badge variant="outline">Position {row.position}</Badge> : null}
          </Group>
          {row.rewardType !== 'prize' ? (
            <>
              <Line label="Reward (gross)" value={formatUsd(row.gross)} />
              <Line label="Platform fee" value={`− ${formatUsd(row.platformFee)}`} />
              <Line label="You receive (net)" value={<b>{formatUsd(row.amount)}</b>} />
            </>
          ) : null}
          {row.payoutStatus === 'held' ? (
            <Text size="sm" c="orange">
              Held until your payout account is active; it is sent automatically then.
            </Text>
          ) : null}
          <Line label="Submitted" value={formatDate(row.submittedAt)} />
          <Line label="Approved" value={row.approvedAt ? formatDate(row.approvedAt) : '—'} />
          <Line label="Awarded" value={formatDate(row.awardedAt)} />
          {/* Credit is not paid out: it is credited to the Briefly wallet. */}
          <Line
            label={row.rewardType === 'credit' ? 'Credited to wallet' : 'Paid'}
            value={row.paidAt ? formatDate(row.paidAt) : '—'}
          />
          {row.transactionId ? (
            <Line
              label="Transaction"
              value={
                <Text span ff="monospace" size="xs">
                  {row.transactionId}
                </Text>
              }
            />
          ) : null}
          {/* The award can be disputed for 14 days after it was made; an open dispute is linked instead. */}
          <Group justify="flex-end" mt="xs">
            <DisputeAction
              subjectType="award"
              subjectId={row.id}
              decidedAt={row.awardedAt}
              subjectLabel={`your award on “${row.briefTitle}” from ${row.brandName}`}
            />
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
