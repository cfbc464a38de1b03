import { Box, Button, Group, Pagination, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-error';
import { ScrollX } from '@/components/scroll-x/scroll-x';

export interface AdminColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Shown as a "header: value" line on a phone card (default); false leaves it out there (e.g. the title, already shown). */
  onPhone?: boolean;
  /** What the phone card's line shows when it differs from the cell; null leaves the line out for that row. */
  renderOnPhone?: (row: Row) => ReactNode;
}

export interface AdminTablePaging {
  page: number;
  total: number;
  /** The server counted up to `total` and stopped: more match. */
  totalIsCapped?: boolean;
  pageSize: number;
  onChange: (page: number) => void;
}

interface AdminTableProps<Row> {
  /** Accessible name of the table (and of the list of cards on phones). */
  label: string;
  columns: ReadonlyArray<AdminColumn<Row>>;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Accessible name of a table row (defaults to its cells' text). */
  rowLabel?: (row: Row) => string;
  /** The card's heading on phones. */
  phoneTitle: (row: Row) => ReactNode;
  /** Next to the heading on phones (a status badge). */
  phoneBadge?: (row: Row) => ReactNode;
  actions?: (row: Row) => ReactNode;
  /** First load: no rows yet. */
  isPending: boolean;
  error: unknown;
  errorTitle: string;
  onRetry: () => void;
  /** A refetch is under way (filters changed): the rows shown are the previous answer. */
  isFetching?: boolean;
  empty: ReactNode;
  paging?: AdminTablePaging;
  /** Below this width the table scrolls inside its frame instead of squeezing. */
  minWidth?: number;
  /**
   * How many rows the list usually has, for a list whose length is known before it arrives (every job queue is
   * listed): its skeleton then takes the loaded list's room — table rows on wide screens, cards on phones — so
   * what follows does not move when the rows arrive (issue 39). Without it, four bars.
   */
  loadingRows?: number;
}

/** A phone card's height: its padding and border, the heading, one line per column shown, the actions' row. */
const phoneCardHeight = (lines: number, withActions: boolean) => 26 + 22 + 6 + lines * 24 + (withActions ? 40 : 0);

/**
 * An admin list: a table on wide screens and one card per row on phones (no sideways scrolling of the
 * page), the loading, empty and failed states, and server paging. Mantine Table rather than a grid
 * library: the lists are short, server-paged and sorted by the API (docs/product/admin.md#screens).
 */
export function AdminTable<Row>(props: AdminTableProps<Row>) {
  const {
    label,
    columns,
    rows,
    rowKey,
    rowLabel,
    phoneTitle,
    phoneBadge,
    actions,
    isPending,
    error,
    errorTitle,
    onRetry,
    isFetching = false,
    empty,
    paging,
    minWidth = 760,
    loadingRows,
  } = props;

  const phoneColumns = columns.filter((column) => column.onPhone !== false);

  if (error && !rows) return <QueryError error={error} onRetry={onRetry} retrying={isFetching} title={errorTitle} />;
  if ((isPending || !rows) && loadingRows) {
    const indexes = Array.from({ length: loadingRows }, (_, index) => index);
    return (
      <Box aria-label={`Loading ${label.toLowerCase()}`} role="status" aria-busy="true">
        <Stack gap="sm" hiddenFrom="sm">
          {indexes.map((index) => (
            <Skeleton key={index} height={phoneCardHeight(phoneColumns.length, Boolean(actions))} radius="md" />
          ))}
        </Stack>
        {/* The table: its frame's padding, the header row and the rows (verticalSpacing sm). */}
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} visibleFrom="sm">
          <Stack gap={0}>
            {[-1, ...indexes].map((index) => (
              <Skeleton key={index} height={39} my={4} radius="sm" />
            ))}
          </Stack>
        </Paper>
      </Box>
    );
  }
  if (isPending || !rows) {
    return (
      <Stack gap="xs" aria-label={`Loading ${label.toLowerCase()}`} role="status" aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={48} radius="md" />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0 && paging && paging.total > 0 && paging.page > 1) {
    // The page ran past the end (rows were removed meanwhile, or an old link).
    return (
      <Paper withBorder p="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm">This page is empty.</Text>
          <Button size="xs" variant="light" onClick={() => paging.onChange(1)}>
            Back to page 1
          </Button>
        </Group>
      </Paper>
    );
  }
  if (rows.length === 0) return <>{empty}</>;

  return (
    <Stack gap="sm" style={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 120ms' }} aria-busy={isFetching}>
      {error ? <QueryError error={error} onRetry={onRetry} retrying={isFetching} title={errorTitle} /> : null}
      {/* Phones: one card per row, the actions within reach. */}
      <Stack
        gap="sm"
        hiddenFrom="sm"
        component="ul"
        aria-label={label}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {rows.map((row) => (
          <Paper key={rowKey(row)} component="li" withBorder p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Box fw={600} fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {phoneTitle(row)}
              </Box>
              {phoneBadge ? phoneBadge(row) : null}
            </Group>
            <Stack gap={2} mt={6}>
              {phoneColumns.map((column) => {
                const value = (column.renderOnPhone ?? column.render)(row);
                // Nothing to say (no reason on a pending request): no line on the card.
                if (value === null || value === undefined) return null;
                return (
                  <Group key={column.key} gap={6} wrap="nowrap" align="flex-start">
                    <Text size="xs" c="dimmed" miw={84} style={{ flexShrink: 0 }}>
                      {column.header}
                    </Text>
                    <Box fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {value}
                    </Box>
                  </Group>
                );
              })}
            </Stack>
            {actions ? (
              <Group gap={6} mt="xs" justify="flex-end">
                {actions(row)}
              </Group>
            ) : null}
          </Paper>
        ))}
      </Stack>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} visibleFrom="sm">
        <ScrollX label={label} minWidth={minWidth}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} ta={column.align}>
                    {column.header}
                  </Table.Th>
                ))}
                {actions ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)} aria-label={rowLabel?.(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                  {actions ? (
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {actions(row)}
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollX>
      </Paper>
      {paging ? <PagingFooter paging={paging} shown={rows.length} /> : null}
    </Stack>
  );
}

/** "Showing 11–20 of 23" and the page buttons (hidden when everything fits on one page). */
export function PagingFooter({ paging, shown }: { paging: AdminTablePaging; shown: number }) {
  const pages = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  const first = (paging.page - 1) * paging.pageSize + 1;
  const total = `${paging.total.toLocaleString('en-US')}${paging.totalIsCapped ? '+' : ''}`;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown === 0 ? `0 of ${total}` : `Showing ${first}–${first + shown - 1} of ${total}`}
      </Text>
      {pages > 1 ? (
        // A named nav landmark: Mantine's Pagination root is a plain div, which may not carry a name.
        <nav aria-label="Pages">
          <Pagination
            total={pages}
            value={Math.min(paging.page, pages)}
            onChange={paging.onChange}
            siblings={0}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </nav>
      ) : null}
    </Group>
  );
}
