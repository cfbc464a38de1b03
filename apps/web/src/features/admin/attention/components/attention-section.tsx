import type { TAttentionRow, TAttentionSection } from '@briefly/shared/admin';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/brief-display';
import { useAttention } from '../api/get-attention';

const ALL = 'all';

/** A web route on this site only (never another origin). */
const isLocalRoute = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * Needs attention (docs/product/admin.md#what-needs-attention): everything waiting for an admin,
 * grouped by kind, the longest-waiting first, each row leading to where it is resolved.
 * `?kind=` keeps one kind (the overview's links).
 */
export function AttentionSection() {
  const query = useAttention();
  const [searchParams, setSearchParams] = useSearchParams();
  const sections = query.data?.sections ?? [];
  const kind = sections.some((section) => section.kind === searchParams.get('kind')) ? searchParams.get('kind')! : ALL;

  if (query.isError)
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title="Failed to load what needs attention"
      />
    );
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-label="Loading what needs attention" role="status" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={96} radius="lg" />
        ))}
      </Stack>
    );
  }

  const waiting = sections
    .filter((section) => section.count > 0)
    .sort((a, b) => (a.oldest ?? '').localeCompare(b.oldest ?? ''));
  const shown = kind === ALL ? waiting : sections.filter((section) => section.kind === kind);
  const clear = sections.filter((section) => section.count === 0);

  const setKind = (value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || value === ALL) next.delete('kind');
        else next.set('kind', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text c="dimmed" size="sm">
          {query.data.total === 0
            ? 'Nothing is waiting.'
            : `${query.data.total} ${query.data.total === 1 ? 'thing waits' : 'things wait'} for an admin, the longest-waiting first.`}
        </Text>
        <Select
          aria-label="Kind"
          data={[
            { value: ALL, label: 'All kinds' },
            ...sections.map((section) => ({ value: section.kind, label: `${section.label} (${section.count})` })),
          ]}
          value={kind}
          onChange={setKind}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      {query.data.total === 0 && kind === ALL ? (
        <AreaEmptyState
          icon={<IconCircleCheck size={28} stroke={1.6} />}
          title="Nothing needs attention"
          description="Pending withdrawals, held or failed payouts, reported conversations and the like appear here while they wait."
        />
      ) : (
        shown.map((section) => <AttentionGroup key={section.kind} section={section} />)
      )}
      {kind === ALL && clear.length > 0 && query.data.total > 0 ? (
        <section aria-labelledby="attention-clear-heading">
          <Text size="sm" fw={600} id="attention-clear-heading" mb={6}>
            Nothing waiting
          </Text>
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing={6}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {clear.map((section) => (
              <Group key={section.kind} component="li" gap={6} wrap="nowrap" align="flex-start">
                <IconCircleCheck
                  size={16}
                  color="var(--mantine-color-green-7)"
                  aria-hidden="true"
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text size="sm" c="dimmed">
                  {section.label}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        </section>
      ) : null}
    </Stack>
  );
}

function AttentionGroup({ section }: { section: TAttentionSection }) {
  const headingId = `attention-${section.kind.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
        <Title order={2} fz="md" id={headingId}>
          {section.label}
        </Title>
        <Badge color={section.count > 0 ? 'orange' : 'gray'} variant="light" size="lg">
          {section.count}
        </Badge>
      </Group>
      {section.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing waiting.
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {section.rows.map((row) => (
            <AttentionItem key={row.id} row={row} />
          ))}
        </Stack>
      )}
      {section.count > section.rows.length ? (
        <Text size="xs" c="dimmed" mt="xs">
          Showing the {section.rows.length} oldest of {section.count}.
        </Text>
      ) : null}
    </Paper>
  );
}

function AttentionItem({ row }: { row: TAttentionRow }) {
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py="xs"
      wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <div style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.title}
        </Text>
        <Text size="xs" c="dimmed">
          Waiting since {formatDateTime(row.since)}
          {row.detail ? ` · ${row.detail}` : ''}
        </Text>
      </div>
      {isLocalRoute(row.link) ? (
        <Button
          component={Link}
          to={row.link}
          size="xs"
          variant="light"
          rightSection={<IconArrowRight size={14} />}
          aria-label={`Open: ${row.title}`}
        >
          Open
        </Button>
      ) : null}
    </Group>
  );
}
