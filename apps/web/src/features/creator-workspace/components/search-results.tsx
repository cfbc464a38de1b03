import { formatUsd } from '@briefly/shared/money';
import { SUBMISSION_STATUSES, type TSearchResult } from '@briefly/shared/submissions';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconSearchOff, IconX } from '@tabler/icons-react';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { formatDate } from '@/lib/brief-display';
import { useWorkspaceSearch } from '../api/search-workspace';
import classes from './search-results.module.css';
import { DeadlineText } from './deadline-progress';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';
import { useWorkspaceDialogs } from './workspace-dialogs';

const CATEGORY_COLORS: Record<string, string> = { creative: 'grape', technical: 'blue', business: 'orange' };
const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);
const isSubmissionStatus = (value: string | null) => SUBMISSION_STATUSES.find((status) => status === value) ?? null;

/** The overview's search-results view (docs/product/submissions.md#search). */
export function SearchResults({ query, onClear }: { query: string; onClear: () => void }) {
  const search = useWorkspaceSearch(query);
  const results = search.data?.results ?? [];

  return (
    <Stack gap="md" component="section" aria-labelledby="search-results-heading">
      <Group justify="space-between" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" id="search-results-heading" style={{ overflowWrap: 'anywhere' }}>
            Search results for “{query}”
          </Title>
          {search.data ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {results.length} {results.length === 1 ? 'result' : 'results'}
            </Text>
          ) : null}
        </div>
        <Button variant="default" leftSection={<IconX size={16} />} onClick={onClear}>
          Clear Search
        </Button>
      </Group>

      {search.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Searching">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={88} radius="lg" />
          ))}
        </Stack>
      ) : search.isError ? (
        <QueryError
          error={search.error}
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
          title="Search failed"
        />
      ) : results.length === 0 ? (
        <AreaEmptyState
          icon={<IconSearchOff size={28} stroke={1.6} />}
          title="No results found"
          description="Try a brief title, a brand name or a submission status."
        />
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none', opacity: search.isPlaceholderData ? 0.6 : 1 }}
        >
          {results.map((result) => (
            <li key={`${result.type}-${result.id}`}>
              <ResultRow result={result} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ResultRow({ result }: { result: TSearchResult }) {
  const dialogs = useWorkspaceDialogs();
  const status = isSubmissionStatus(result.status);
  const open = () => (result.type === 'brief' ? dialogs.openBrief(result.id) : dialogs.openSubmission(result.id));
  return (
    <Paper withBorder radius="lg" className={classes.row}>
      <UnstyledButton
        onClick={open}
        className={classes.button}
        aria-label={`${result.type === 'brief' ? 'Brief' : 'Submission'}: ${result.title}`}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Group gap={6} mb={4}>
              <Badge size="sm" variant="filled" color={result.type === 'brief' ? 'brand' : 'teal'}>
                {result.type === 'brief' ? 'Brief' : 'Submission'}
              </Badge>
              {result.category ? (
                <Badge size="sm" variant="light" color={CATEGORY_COLORS[result.category] ?? 'gray'}>
                  {capitalise(result.category)}
                </Badge>
              ) : null}
              {status ? <SubmissionStatusBadge submission={{ status }} size="sm" /> : null}
            </Group>
            <Text fw={700} lineClamp={2} className={classes.title}>
              {result.title}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {result.brandName}
              {result.description ? ` · ${result.description}` : ''}
            </Text>
          </div>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <Text fw={800}>{formatUsd(result.reward)}</Text>
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={14} aria-hidden="true" />
              <Text size="xs" c="dimmed">
                {formatDate(result.deadline)}
              </Text>
            </Group>
            <DeadlineText deadline={result.deadline} size="xs" />
          </Stack>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
