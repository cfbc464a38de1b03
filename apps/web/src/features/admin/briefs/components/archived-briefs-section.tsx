import { ADMIN_PAGE_SIZE, type TAdminArchiveResponse } from '@briefly/shared/admin';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArchive, IconCheck, IconEye, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminTable } from '@/features/admin/list/admin-table';
import { ExportCsvButton } from '@/features/admin/list/export-csv-button';
import { ListToolbar, SearchField, ToolbarActions } from '@/features/admin/list/list-toolbar';
import { AreaEmptyState } from '@/components/area-empty-state';
import { useDebouncedSearch, useUrlFilters } from '@/hooks/use-url-filters';
import { isApiError } from '@/lib/api-client';
import { useBriefs, useRunArchive } from '../api/briefs';
import { ARCHIVED_COLUMNS } from './brief-columns';
import { BriefModal } from './brief-modal';

export const ARCHIVE_TEXT = {
  failed: 'Failed to run archiving process',
  error: 'Error running archiving process',
  done: ({ archived, notifications: sent }: Pick<TAdminArchiveResponse, 'archived' | 'notifications'>) =>
    `Archiving completed: ${archived} ${archived === 1 ? 'brief' : 'briefs'} archived, ${sent} ${sent === 1 ? 'notification' : 'notifications'} sent.`,
} as const;

/** The failure line: the server's reason after "Failed to run archiving process", or the network wording. */
function archiveFailure(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError)
    return error.body ? `${ARCHIVE_TEXT.failed}: ${error.message}` : ARCHIVE_TEXT.failed;
  return ARCHIVE_TEXT.error;
}

/**
 * Archived Briefs (docs/product/admin.md#archiving): the archive, searched and paged, and Run Archive
 * Process, which archives every published brief past its deadline now (it also runs every minute).
 */
export function ArchivedBriefsSection() {
  const { values, page, update, setPage } = useUrlFilters(['search'] as const);
  const search = useDebouncedSearch(values.search, (value) => update({ search: value }));
  const query = useBriefs({ search: values.search, status: 'archived', page });
  const archive = useRunArchive();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const run = () => {
    setResult(null);
    archive.mutate(undefined, {
      onSuccess: (answer) => {
        const text = ARCHIVE_TEXT.done(answer);
        setResult({ ok: true, text });
        notifications.show({ color: 'green', message: text });
      },
      onError: (error) => setResult({ ok: false, text: archiveFailure(error) }),
    });
  };

  return (
    <Stack gap="md">
      <ListToolbar label="Search archived briefs">
        <SearchField
          label="Search archived briefs"
          placeholder="Title or brand"
          value={search.typed}
          onChange={search.type}
        />
        <ToolbarActions>
          <ExportCsvButton
            path="/api/admin/briefs/export.csv"
            query={{ search: values.search, status: 'archived' }}
            fileName="archived-briefs.csv"
          />
        </ToolbarActions>
        {/* Its own row on phones: the spec's label is long. */}
        <Button
          size="md"
          color="orange"
          leftSection={<IconPlayerPlay size={16} />}
          onClick={run}
          loading={archive.isPending}
          w={{ base: '100%', xs: 'auto' }}
        >
          Run Archive Process
        </Button>
      </ListToolbar>
      <Text size="sm" c="dimmed">
        Published briefs are archived automatically every minute once their deadline has passed; the brand and every
        applicant are told. Run the process to do it now.
      </Text>
      {result ? (
        <Alert
          color={result.ok ? 'green' : 'red'}
          variant="light"
          icon={result.ok ? <IconCheck size={18} /> : <IconAlertCircle size={18} />}
          role={result.ok ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setResult(null)}
        >
          {result.text}
        </Alert>
      ) : null}
      <AdminTable
        label="Archived briefs"
        columns={ARCHIVED_COLUMNS}
        rows={query.data?.briefs}
        rowKey={(brief) => brief.id}
        phoneTitle={(brief) => brief.title}
        isPending={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        errorTitle="Failed to load archived briefs"
        onRetry={() => void query.refetch()}
        empty={
          <AreaEmptyState
            icon={<IconArchive size={28} stroke={1.6} />}
            title="No Archived Briefs"
            description={
              values.search ? 'No archived brief matches this search.' : 'Briefs past their deadline are archived here.'
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
