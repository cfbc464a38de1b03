import { formatUsd } from '@briefly/shared/money';
import { Badge, Divider, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { AdditionalFieldsList } from '@/components/additional-fields-list';
import { DetailField, DetailSkeleton } from '@/components/admin-list/detail-field';
import { QueryError } from '@/components/query-error';
import { displayReward, formatDate, formatDateTime } from '@/lib/brief-display';
import { useBrief, type AdminBriefDetail } from '../api/briefs';
import { AdminBriefStatusBadge } from './brief-badges';

/** A brief's detail for admins, whatever its status or privacy, with its money summary from the ledger. */
export function BriefModal({ briefId, onClose }: { briefId: string | null; onClose: () => void }) {
  const detail = useBrief(briefId);
  return (
    <Modal opened={briefId !== null} onClose={onClose} title="Brief details" size="xl" centered>
      {detail.isPending ? (
        <DetailSkeleton />
      ) : detail.isError ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} title="Error fetching details" />
      ) : (
        <BriefDetails brief={detail.data} />
      )}
    </Modal>
  );
}

function BriefDetails({ brief }: { brief: AdminBriefDetail }) {
  return (
    <Stack gap="md">
      <div>
        <Group gap="xs">
          <Title order={3} fz="lg">
            {brief.title}
          </Title>
          <AdminBriefStatusBadge status={brief.status} />
          {brief.isPrivate ? (
            <Badge variant="light" color="gray">
              Private
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {brief.brand.companyName} · {brief.brand.email}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
        <DetailField label="Reward pool">{formatUsd(displayReward(brief))}</DetailField>
        <DetailField label="Winners">{brief.amountOfWinners}</DetailField>
        <DetailField label="Funded">{brief.isFunded ? 'Yes' : 'No'}</DetailField>
        <DetailField label="Submissions">{brief.submissionsCount}</DetailField>
        <DetailField label="Deadline">{brief.deadline ? formatDate(brief.deadline) : 'No deadline'}</DetailField>
        <DetailField label="Archived">{brief.archivedAt ? formatDate(brief.archivedAt) : '—'}</DetailField>
        <DetailField label="Created">{formatDateTime(brief.createdAt)}</DetailField>
        <DetailField label="Updated">{formatDateTime(brief.updatedAt)}</DetailField>
      </SimpleGrid>

      {brief.money ? <MoneySummary money={brief.money} /> : null}

      {brief.rewardTiers.length > 0 ? (
        <div>
          <Title order={4} fz="sm" mb={6}>
            Reward tiers
          </Title>
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing={6} aria-label="Reward tiers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Position</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th ta="right">Cash</Table.Th>
                  <Table.Th ta="right">Credit</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {brief.rewardTiers.map((tier) => (
                  <Table.Tr key={tier.position}>
                    <Table.Td>{tier.position}</Table.Td>
                    <Table.Td>{tier.name}</Table.Td>
                    <Table.Td ta="right">{formatUsd(tier.cashAmount)}</Table.Td>
                    <Table.Td ta="right">{formatUsd(tier.creditAmount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      ) : null}

      <Divider />
      <DetailField label="Description">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {brief.description}
        </Text>
      </DetailField>
      <DetailField label="Requirements">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {brief.requirements}
        </Text>
      </DetailField>
      <AdditionalFieldsList fields={brief.additionalFields} />
    </Stack>
  );
}

/** Where the pool's money is, from the ledger: funded = assigned + refunded + failed refunds + remaining. */
function MoneySummary({ money }: { money: NonNullable<AdminBriefDetail['money']> }) {
  const rows: Array<[string, number]> = [
    ['Funded', money.funded],
    ['Assigned to winners', money.assigned],
    ['Paid out', money.paid],
    ['Platform fees', money.fees],
    ['Held for creators', money.held],
    ['Refunded', money.refunded],
    ['Failed card refunds', money.failedRefunds],
    ['Remaining in pool', money.remaining],
  ];
  return (
    <section aria-label="Money summary">
      <Title order={4} fz="sm" mb={6}>
        Money summary
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        {rows.map(([label, value]) => (
          <DetailField key={label} label={label}>
            <Text size="sm" fw={600}>
              {formatUsd(value)}
            </Text>
          </DetailField>
        ))}
      </SimpleGrid>
    </section>
  );
}
