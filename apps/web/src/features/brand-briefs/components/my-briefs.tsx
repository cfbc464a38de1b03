import type { BriefStatus, TBrandBrief } from '@briefly/shared/briefs';
import { Button, Card, Chip, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconClipboardList, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { briefShareUrl } from '@/lib/brief-display';
import { copyText } from '@/lib/clipboard';
import { useDeleteBrief } from '../api/delete-brief';
import { useBrandBriefs } from '../api/get-brand-briefs';
import { useUpdateBrief } from '../api/update-brief';
import { BriefCard, type BriefAction } from './brief-card';
import { BriefDetailModal } from './brief-detail-modal';
import { EditBriefModal } from './edit-brief-modal';

export const BRIEF_FILTERS = ['all', 'published', 'draft', 'archived', 'funded'] as const;
export type BriefFilter = (typeof BRIEF_FILTERS)[number];

const FILTER_LABELS: Record<BriefFilter, string> = {
  all: 'All',
  published: 'Published',
  draft: 'Draft',
  archived: 'Archived',
  funded: 'Funded',
};

export function filterBriefs(briefs: TBrandBrief[], filter: BriefFilter): TBrandBrief[] {
  if (filter === 'all') return briefs;
  if (filter === 'funded') return briefs.filter((brief) => brief.isFunded);
  return briefs.filter((brief) => brief.status === filter);
}

/** Status moves from the card and their toasts (docs/product/briefs.md#statuses). */
const STATUS_MOVES: Record<'publish' | 'draft' | 'archive', { status: BriefStatus; success: string; failure: string }> =
  {
    publish: { status: 'published', success: 'Brief published successfully', failure: 'Failed to publish brief' },
    draft: { status: 'draft', success: 'Brief moved to draft', failure: 'Failed to move brief to draft' },
    archive: { status: 'archived', success: 'Brief archived successfully', failure: 'Failed to archive brief' },
  };

const serverReason = (error: unknown) => (isApiError(error) && !error.isNetworkError ? error.message : undefined);

interface MyBriefsProps {
  onCreate: () => void;
  /** Opens the payment dialog for an unfunded draft. */
  onFund: (brief: TBrandBrief) => void;
  feePercent?: number;
  /** More actions for each brief card, composed in by the route (e.g. "Invite creators"). */
  renderBriefActions?: (brief: TBrandBrief) => ReactNode;
}

/** My Briefs (docs/product/briefs.md#my-briefs): filter chips, brief cards and their actions. */
export function MyBriefs({ onCreate, onFund, feePercent, renderBriefActions }: MyBriefsProps) {
  const briefsQuery = useBrandBriefs();
  const update = useUpdateBrief();
  const remove = useDeleteBrief();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = BRIEF_FILTERS.find((value) => value === searchParams.get('filter')) ?? 'all';
  const [pending, setPending] = useState<{ id: string; action: BriefAction } | null>(null);
  const [viewing, setViewing] = useState<{ id: string; submissions: boolean } | null>(null);
  const [editing, setEditing] = useState<{ id: string; session: number } | null>(null);
  const [editSession, setEditSession] = useState(0);
  const [deleting, setDeleting] = useState<TBrandBrief | null>(null);
  const [archiving, setArchiving] = useState<TBrandBrief | null>(null);

  const briefs = briefsQuery.data?.briefs ?? [];
  const byId = (id: string | undefined | null) => (id ? (briefs.find((brief) => brief.id === id) ?? null) : null);

  const setFilter = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete('filter');
        else next.set('filter', value);
        return next;
      },
      { replace: true },
    );

  const moveStatus = (brief: TBrandBrief, move: keyof typeof STATUS_MOVES) => {
    const { status, success, failure } = STATUS_MOVES[move];
    setPending({ id: brief.id, action: move });
    update.mutate(
      { id: brief.id, body: { status } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: success }),
        onError: (error) =>
          notifications.show({ color: 'red', title: failure, message: serverReason(error) ?? 'Please try again.' }),
        onSettled: () => setPending(null),
      },
    );
  };

  const share = async (brief: TBrandBrief) => {
    const ok = await copyText(briefShareUrl(brief.id));
    notifications.show(
      ok
        ? { color: 'green', message: 'Brief link copied to clipboard!' }
        : { color: 'red', message: 'Failed to copy link' },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const brief = deleting;
    setPending({ id: brief.id, action: 'delete' });
    remove.mutate(brief.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Brief deleted successfully' });
        setDeleting(null);
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: 'Failed to delete brief',
          message: serverReason(error) ?? 'Please try again.',
        });
        setDeleting(null);
      },
      onSettled: () => setPending(null),
    });
  };

  const startEditing = (id: string) => {
    setEditSession((session) => session + 1);
    setEditing({ id, session: editSession + 1 });
  };

  const onAction = (action: BriefAction, brief: TBrandBrief) => {
    switch (action) {
      case 'view':
        return setViewing({ id: brief.id, submissions: false });
      case 'submissions':
        return setViewing({ id: brief.id, submissions: true });
      case 'edit':
        return startEditing(brief.id);
      case 'publish':
      case 'draft':
        return moveStatus(brief, action);
      case 'archive':
        return setArchiving(brief);
      case 'share':
        return void share(brief);
      case 'delete':
        return setDeleting(brief);
      case 'fund':
        return onFund(brief);
    }
  };

  const visible = filterBriefs(briefs, filter);
  const viewed = byId(viewing?.id);
  const edited = byId(editing?.id);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            My Briefs
          </Title>
          <Text c="dimmed" mt={4}>
            Everything you have posted: fund, publish, share and edit your briefs.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          Create Brief
        </Button>
      </Group>

      <Chip.Group value={filter} onChange={setFilter}>
        <Group gap="xs" role="group" aria-label="Filter briefs">
          {BRIEF_FILTERS.map((value) => (
            <Chip key={value} value={value} variant="light">
              {FILTER_LABELS[value]}
              {briefsQuery.data ? ` (${filterBriefs(briefs, value).length})` : ''}
            </Chip>
          ))}
        </Group>
      </Chip.Group>

      {briefsQuery.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" role="status" aria-busy="true" aria-label="Loading briefs">
          {[0, 1, 2, 3].map((index) => (
            <Card key={index} withBorder padding="lg">
              <Group gap="sm">
                <Skeleton circle height={40} />
                <Skeleton height={16} width="60%" />
              </Group>
              <Skeleton height={12} mt="md" />
              <Skeleton height={12} mt={8} width="80%" />
              <Skeleton height={60} mt="md" />
              <Skeleton height={28} mt="md" width="70%" />
            </Card>
          ))}
        </SimpleGrid>
      ) : briefsQuery.isError ? (
        <QueryError
          error={briefsQuery.error}
          onRetry={() => void briefsQuery.refetch()}
          retrying={briefsQuery.isFetching}
          title="Failed to fetch briefs"
        />
      ) : briefs.length === 0 ? (
        <AreaEmptyState
          icon={<IconClipboardList size={28} stroke={1.6} />}
          title="No briefs yet"
          description="Create your first brief: pick a template, set the reward pool and fund it to publish it to creators."
        >
          <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
            Create Brief
          </Button>
        </AreaEmptyState>
      ) : visible.length === 0 ? (
        <AreaEmptyState
          icon={<IconClipboardList size={28} stroke={1.6} />}
          title={`No ${FILTER_LABELS[filter].toLowerCase()} briefs`}
          description="None of your briefs match this filter."
        >
          <Button variant="light" onClick={() => setFilter('all')}>
            Show all briefs
          </Button>
        </AreaEmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {visible.map((brief) => (
            <BriefCard
              key={brief.id}
              brief={brief}
              onAction={onAction}
              pending={pending?.id === brief.id ? pending.action : null}
              extraActions={renderBriefActions?.(brief)}
            />
          ))}
        </SimpleGrid>
      )}

      <BriefDetailModal
        brief={viewed}
        onClose={() => setViewing(null)}
        focusSubmissions={viewing?.submissions}
        extraActions={viewed ? renderBriefActions?.(viewed) : null}
        onEdit={(brief) => {
          setViewing(null);
          startEditing(brief.id);
        }}
      />
      <EditBriefModal key={editSession} brief={edited} onClose={() => setEditing(null)} feePercent={feePercent} />

      <Modal
        opened={archiving !== null}
        onClose={() => setArchiving(null)}
        title={<Text fw={700}>Archive brief</Text>}
        centered
        radius="lg"
        zIndex={400}
      >
        <Stack gap="md">
          <Text size="sm">
            Archive "{archiving?.title}"? It closes to new submissions and leaves the marketplace.
            {archiving?.isFunded
              ? ' Once every winner is paid, what is left in its pool can be refunded from its card.'
              : ''}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setArchiving(null)}>
              Cancel
            </Button>
            <Button
              leftSection={<IconArchive size={16} />}
              onClick={() => {
                if (archiving) moveStatus(archiving, 'archive');
                setArchiving(null);
              }}
            >
              Archive
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={deleting !== null}
        onClose={() => (remove.isPending ? undefined : setDeleting(null))}
        title={<Text fw={700}>Delete brief</Text>}
        centered
        radius="lg"
        zIndex={400}
      >
        <Stack gap="md">
          <Text size="sm">Are you sure you want to delete "{deleting?.title}"? This action cannot be undone.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={confirmDelete}
              loading={remove.isPending}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
