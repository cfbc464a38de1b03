import { ADMIN_PAGE_SIZE } from '@briefly/shared/admin';
import { Button, Stack } from '@mantine/core';
import { IconBriefcase, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/features/admin/list/admin-table';
import { ExportCsvButton } from '@/features/admin/list/export-csv-button';
import { FilterSelect, ListToolbar, SearchField, ToolbarActions } from '@/features/admin/list/list-toolbar';
import { AreaEmptyState } from '@/components/area-empty-state';
import { useQueryFlag } from '@/hooks/use-query-flag';
import { useDebouncedSearch, useUrlFilters } from '@/hooks/use-url-filters';
import { BRIEF_STATUSES, useBriefs, type BriefStatusFilter } from '../api/briefs';
import { AdminBriefStatusBadge } from './brief-badges';
import { BRIEF_COLUMNS } from './brief-columns';
import { BriefModal } from './brief-modal';

const STATUS_OPTIONS: ReadonlyArray<{ value: BriefStatusFilter; label: string }> = [
  { value: 'all', label: 'All statuses' },
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];

const asStatus = (value: string): BriefStatusFilter => BRIEF_STATUSES.find((status) => status === value) ?? 'all';

/** Manage Briefs (docs/product/admin.md#sections): every brief, searched by title or brand, filtered by status, paged by the server. */
export function BriefsSection() {
  const { values, page, update, setPage } = useUrlFilters(['search', 'status'] as const);
  const status = asStatus(values.status);
  const search = useDebouncedSearch(values.search, (value) => update({ search: value }));
  const query = useBriefs({ search: values.search, status, page });
  const [viewing, setViewing] = useState<string | null>(null);
  // `?brief=<id>` (the Needs attention links) opens that brief.
  useQueryFlag('brief', setViewing);
  const filtered = values.search !== '' || status !== 'all';

  return (
    <Stack gap="md">
      <ListToolbar label="Search and filter briefs">
        <SearchField label="Search briefs" placeholder="Title or brand" value={search.typed} onChange={search.type} />
        <FilterSelect
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(next) => update({ status: next === 'all' ? undefined : next })}
        />
        <ToolbarActions>
          <ExportCsvButton
            path="/api/admin/briefs/export.csv"
            query={{ search: values.search, status: status === 'all' ? undefined : status }}
            fileName="briefs.csv"
          />
        </ToolbarActions>
      </ListToolbar>
      <AdminTable
        label="Briefs"
        columns={BRIEF_COLUMNS}
        rows={query.data?.briefs}
        rowKey={(brief) => brief.id}
        phoneTitle={(brief) => brief.title}
        phoneBadge={(brief) => <AdminBriefStatusBadge status={brief.status} />}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        errorTitle="Failed to load briefs"
        onRetry={() => void query.refetch()}
        empty={
          <AreaEmptyState
            icon={<IconBriefcase size={28} stroke={1.6} />}
            title="No briefs found"
            description={
              filtered ? 'No brief matches this search and status.' : 'Briefs appear here once brands create them.'
            }
          />
        }
        paging={{
          page,
          total: query.data?.total ?? 0,
          totalIsCapped: query.data?.totalIsCapped,
          pageSize: ADMIN_PAGE_SIZE,
          onChange: setPage,
        }}
        actions={(brief) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} />}
            onClick={() => setViewing(brief.id)}
            aria-label={`View ${brief.title}`}
          >
            View
          </Button>
        )}
      />
      <BriefModal briefId={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
