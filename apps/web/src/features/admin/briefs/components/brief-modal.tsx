import { formatUsd } from '@briefly/shared/money';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArchive, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { AdditionalFieldsList } from '@/components/additional-fields-list';
import { ConfirmDialog } from '@/features/admin/list/confirm-dialog';
import { DetailField, DetailSkeleton } from '@/features/admin/list/detail-field';
import { adminErrorText } from '@/features/admin/list/error-text';
import { QueryError } from '@/components/query-error';
import { displayReward, formatDate, formatDateTime } from '@/lib/brief-display';
import { useArchiveBrief, useBrief, useEditBrief, type AdminBriefDetail, type BriefEdit } from '../api/briefs';
import { AdminBriefStatusBadge } from './brief-badges';
import { ScrollX } from '@/components/scroll-x/scroll-x';

/** A brief's detail for admins, whatever its status or privacy, with its money summary from the ledger. */
export function BriefModal({ briefId, onClose }: { briefId: string | null; onClose: () => void }) {
  const detail = useBrief(briefId);
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    onClose();
  };
  return (
    <Modal
      opened={briefId !== null}
      onClose={close}
      title={editing ? 'Edit brief' : 'Brief details'}
      size="xl"
      centered
    >
      {detail.isPending ? (
        <DetailSkeleton />
      ) : detail.isError ? (
        <QueryError
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
          title="Error fetching details"
        />
      ) : editing ? (
        <BriefEditForm brief={detail.data} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="md">
          <BriefDetails brief={detail.data} />
          <BriefActions brief={detail.data} onEdit={() => setEditing(true)} />
        </Stack>
      )}
    </Modal>
  );
}

/** Edit and Archive, made on the brand's behalf by the brand's rules; both are written to the audit log. */
function BriefActions({ brief, onEdit }: { brief: AdminBriefDetail; onEdit: () => void }) {
  const archive = useArchiveBrief();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Divider />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
          Edit
        </Button>
        {brief.status !== 'archived' ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconArchive size={16} />}
            onClick={() => {
              archive.reset();
              setConfirming(true);
            }}
          >
            Archive
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Archive this brief?"
        confirmLabel="Archive"
        loading={archive.isPending}
        error={archive.isError ? adminErrorText(archive.error, 'Failed to archive the brief') : null}
        onConfirm={() => archive.mutate(brief.id, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">
          {brief.title} leaves the marketplace and stops taking applications. Its submissions, awards and money stay;
          money left in its pool can be refunded to the brand from the brand&apos;s dashboard.
        </Text>
      </ConfirmDialog>
    </>
  );
}

/** The day of an ISO date as a date input shows it (local time). */
function localDay(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Text and deadline of a brief; the reward, winners and tiers are the brand's to change. */
function BriefEditForm({ brief, onDone }: { brief: AdminBriefDetail; onDone: () => void }) {
  const edit = useEditBrief();
  const [values, setValues] = useState({
    title: brief.title,
    description: brief.description,
    requirements: brief.requirements,
    day: localDay(brief.deadline),
  });
  const blank = [values.title, values.description, values.requirements, values.day].some(
    (value) => value.trim() === '',
  );
  const submit = () => {
    // An unchanged day keeps the stored instant (an archived brief keeps its past deadline); a new one ends that day.
    const deadline =
      values.day === localDay(brief.deadline) && brief.deadline
        ? brief.deadline
        : new Date(`${values.day}T23:59:59`).toISOString();
    const change: BriefEdit = {
      title: values.title.trim(),
      description: values.description.trim(),
      requirements: values.requirements.trim(),
      deadline,
    };
    edit.mutate({ brief, edit: change }, { onSuccess: onDone });
  };
  return (
    <Stack gap="sm">
      <TextInput
        label="Title"
        required
        maxLength={200}
        value={values.title}
        onChange={(event) => setValues({ ...values, title: event.currentTarget.value })}
      />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        maxRows={10}
        maxLength={10_000}
        value={values.description}
        onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
      />
      <Textarea
        label="Requirements"
        required
        autosize
        minRows={2}
        maxRows={8}
        maxLength={10_000}
        value={values.requirements}
        onChange={(event) => setValues({ ...values, requirements: event.currentTarget.value })}
      />
      <TextInput
        label="Deadline"
        type="date"
        required
        value={values.day}
        onChange={(event) => setValues({ ...values, day: event.currentTarget.value })}
      />
      <Text size="xs" c="dimmed">
        The reward, winners and tiers stay as the brand set them. The brand&apos;s rules apply, and the change is
        written to the audit log.
      </Text>
      {edit.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {adminErrorText(edit.error, 'Failed to update the brief')}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone} disabled={edit.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={edit.isPending} disabled={blank}>
          Save changes
        </Button>
      </Group>
    </Stack>
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
          <ScrollX label="Reward tiers" minWidth={360}>
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
          </ScrollX>
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
