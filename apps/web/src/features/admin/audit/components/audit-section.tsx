import { ADMIN_PAGE_SIZE, type TAdminAuditRow } from '@briefly/shared/admin';
import { Button, Code, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFilterOff, IconGitCompare, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from '@/features/admin/list/admin-table';
import { DetailField } from '@/features/admin/list/detail-field';
import { ExportCsvButton } from '@/features/admin/list/export-csv-button';
import { ListToolbar } from '@/features/admin/list/list-toolbar';
import { AreaEmptyState } from '@/components/area-empty-state';
import { useDebouncedSearch, useUrlFilters } from '@/hooks/use-url-filters';
import { formatDateTime, humanizeKey } from '@/lib/brief-display';
import { auditQuery, useAudit } from '../api/get-audit';
import { AuditDiff, diffLines } from './audit-diff';

/** The kinds of record the audit log names (the server's target types). */
const ENTITY_TYPES = [
  'brand',
  'creator',
  'user',
  'brief',
  'submission',
  'reward_assignment',
  'withdrawal',
  'conversation',
  'forum_post',
  'forum_reply',
  'webhook_event',
] as const;
const ENTITY_OPTIONS = [
  { value: '', label: 'All records' },
  ...ENTITY_TYPES.map((type) => ({ value: type, label: humanizeKey(type) })),
];

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const actor = (entry: TAdminAuditRow) => entry.actorEmail ?? (entry.actorId ? 'Removed account' : 'System');
const changeSummary = (entry: TAdminAuditRow) => {
  if (entry.before === null && entry.after === null) return '—';
  const { changed } = diffLines(entry.before, entry.after);
  const fields = `${changed.length} ${changed.length === 1 ? 'field' : 'fields'}`;
  if (entry.before === null) return `${fields} recorded`;
  return changed.length === 0 ? 'No change' : `${fields} changed`;
};

const COLUMNS: Array<AdminColumn<TAdminAuditRow>> = [
  { key: 'when', header: 'When', render: (entry) => formatDateTime(entry.at) },
  { key: 'admin', header: 'By', render: (entry) => actor(entry) },
  { key: 'action', header: 'Action', onPhone: false, render: (entry) => <Code>{entry.action}</Code> },
  {
    key: 'entity',
    header: 'Record',
    render: (entry) => (
      <>
        <Text size="sm">{humanizeKey(entry.entityType)}</Text>
        {entry.entityId ? (
          <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {entry.entityId}
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'changes', header: 'Changes', render: changeSummary },
];

/**
 * Audit log (docs/product/admin.md#audit-log): every recorded action, newest first, filtered by
 * action, record type and dates (in the address); each entry's before and after as a field diff.
 */
export function AuditSection() {
  const { values, page, update, setPage } = useUrlFilters(['action', 'entityType', 'from', 'to'] as const);
  const action = useDebouncedSearch(values.action, (value) => update({ action: value }));
  const from = isDate(values.from) ? values.from : '';
  const to = isDate(values.to) ? values.to : '';
  const filters = { action: values.action, entityType: values.entityType, from, to };
  const query = useAudit({ ...filters, page });
  const [opened, setOpened] = useState<TAdminAuditRow | null>(null);
  const filtered = Object.values(filters).some(Boolean);
  const rangeBackwards = from !== '' && to !== '' && from > to;

  return (
    <Stack gap="md">
      <ListToolbar label="Filter the audit log">
        <TextInput
          label="Action"
          description="Exact, or a prefix ending in a dot"
          placeholder="e.g. admin.brand."
          value={action.typed}
          onChange={(event) => action.type(event.currentTarget.value)}
          flex={1}
          miw={{ base: '100%', sm: 220 }}
        />
        <Select
          label="Record type"
          data={ENTITY_OPTIONS}
          value={values.entityType}
          onChange={(next) => update({ entityType: next ?? '' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 190 }}
        />
        <SimpleGrid cols={2} spacing="sm" w={{ base: '100%', xs: 360 }}>
          <TextInput
            label="From"
            type="date"
            value={from}
            onChange={(event) => update({ from: event.currentTarget.value })}
            max={to || undefined}
            miw={0}
            styles={{ input: { minWidth: 0 } }}
          />
          <TextInput
            label="To"
            type="date"
            value={to}
            onChange={(event) => update({ to: event.currentTarget.value })}
            min={from || undefined}
            miw={0}
            styles={{ input: { minWidth: 0 } }}
          />
        </SimpleGrid>
        {filtered ? (
          <Button
            size="md"
            variant="subtle"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => update({ action: undefined, entityType: undefined, from: undefined, to: undefined })}
          >
            Clear filters
          </Button>
        ) : null}
        <ExportCsvButton path="/api/admin/audit/export.csv" query={auditQuery(filters)} fileName="audit-log.csv" />
      </ListToolbar>
      {rangeBackwards ? (
        <Text size="sm" c="red.8" role="alert">
          The start date is after the end date.
        </Text>
      ) : null}
      <AdminTable
        label="Audit log"
        columns={COLUMNS}
        rows={query.data?.entries}
        rowKey={(entry) => entry.id}
        phoneTitle={(entry) => <Code>{entry.action}</Code>}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        errorTitle="Failed to load the audit log"
        onRetry={() => void query.refetch()}
        empty={
          <AreaEmptyState
            icon={<IconHistory size={28} stroke={1.6} />}
            title="No audit entries"
            description={
              filtered
                ? 'No entry matches these filters.'
                : 'Admin actions, payouts and other recorded events appear here.'
            }
          />
        }
        paging={{ page, total: query.data?.total ?? 0, pageSize: ADMIN_PAGE_SIZE, onChange: setPage }}
        minWidth={860}
        actions={(entry) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconGitCompare size={14} />}
            onClick={() => setOpened(entry)}
            aria-label={`Changes of ${entry.action} at ${formatDateTime(entry.at)}`}
          >
            Changes
          </Button>
        )}
      />
      <Modal opened={opened !== null} onClose={() => setOpened(null)} title="Audit entry" size="lg" centered>
        {opened ? (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
              <DetailField label="Action">
                <Code>{opened.action}</Code>
              </DetailField>
              <DetailField label="When">{formatDateTime(opened.at)}</DetailField>
              <DetailField label="By">{actor(opened)}</DetailField>
              <DetailField label="Record">
                {humanizeKey(opened.entityType)} {opened.entityId ? <Code>{opened.entityId}</Code> : null}
              </DetailField>
            </SimpleGrid>
            <AuditDiff before={opened.before} after={opened.after} />
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
