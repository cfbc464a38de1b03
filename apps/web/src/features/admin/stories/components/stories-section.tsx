import { STORY_STATUS_LABELS, type StoryStatus } from '@briefly/shared/story-rules';
import type { TAdminCreateStoryRequest, TAdminStory, TStoryFromBriefRequest } from '@briefly/shared/stories';
import { Badge, Button, Card, Group, Modal, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconFileCertificate, IconPlus, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ContentLoading,
  ContentNotice,
  ContentPagination,
  ContentSectionHeader,
  DeleteDialog,
  RowActions,
  saveFailureText,
} from '@/features/admin/list/content-section';
import { AreaEmptyState } from '@/components/area-empty-state';
import { QueryError } from '@/components/query-error';
import {
  ADMIN_STORIES_PAGE_SIZE,
  useAdminStories,
  useCreateStory,
  useDeleteStory,
  useStoryCandidates,
  useStoryFromBrief,
  useUpdateStory,
} from '../api/admin-stories';
import { StoryForm, type StoryFormMode } from './story-form';
import { ScrollX } from '@/components/scroll-x/scroll-x';

const STATUS_COLORS: Record<StoryStatus, string> = {
  draft: 'gray',
  awaiting_consent: 'yellow',
  declined: 'red',
  published: 'teal',
};
const CONSENT_LABELS = { pending: 'waiting', granted: 'agreed', declined: 'declined' } as const;
const DESCRIPTION =
  'Stories on the public success stories page. A story that names a brand or creator is published once they both agree.';

/** Who agreed so far, for a story that names people. */
function consentLine(story: TAdminStory): string | null {
  const parts = [
    story.brand.id ? `brand ${CONSENT_LABELS[story.brandConsent]}` : null,
    story.creator.id ? `creator ${CONSENT_LABELS[story.creatorConsent]}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The admin's Success Stories section: every story, write, edit, delete, and start one from a completed brief. */
export function StoriesSection() {
  const [page, setPage] = useState(1);
  const query = useAdminStories(page);
  const [form, setForm] = useState<{ mode: StoryFormMode; story: TAdminStory | null } | null>(null);
  const [deleting, setDeleting] = useState<TAdminStory | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const candidates = useStoryCandidates(form?.mode === 'from-brief');
  const create = useCreateStory();
  const fromBrief = useStoryFromBrief();
  const update = useUpdateStory();
  const remove = useDeleteStory();

  const closeForm = () => {
    setForm(null);
    create.reset();
    fromBrief.reset();
    update.reset();
  };
  const done = (text: string) => () => {
    closeForm();
    setNotice(text);
  };
  const submit = (body: TAdminCreateStoryRequest | TStoryFromBriefRequest, briefId: string | null) => {
    if (!form) return;
    if (form.mode === 'from-brief' && briefId)
      fromBrief.mutate(
        { briefId, body: body as TStoryFromBriefRequest },
        { onSuccess: done('Story created; the brand and the creator were asked to agree.') },
      );
    else if (form.mode === 'edit' && form.story)
      update.mutate(
        { id: form.story.id, body: body as TAdminCreateStoryRequest },
        { onSuccess: done('Updated successfully!') },
      );
    else create.mutate(body as TAdminCreateStoryRequest, { onSuccess: done('Created successfully!') });
  };

  const data = query.data;
  const saving = create.isPending || fromBrief.isPending || update.isPending;
  const failure = saveFailureText(create.error ?? fromBrief.error ?? update.error);

  return (
    <Stack gap="md">
      <ContentSectionHeader description={DESCRIPTION}>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconFileCertificate size={16} />}
            onClick={() => setForm({ mode: 'from-brief', story: null })}
          >
            Start from a completed brief
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ mode: 'create', story: null })}>
            New story
          </Button>
        </Group>
      </ContentSectionHeader>
      <ContentNotice notice={notice} onClose={() => setNotice(null)} />

      {query.isPending ? (
        <ContentLoading label="Loading stories" rows={4} />
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="Failed to load success stories"
        />
      ) : data && data.stories.length === 0 ? (
        <AreaEmptyState
          icon={<IconFileCertificate size={28} />}
          title="No success stories yet"
          description="Start one from a brief whose winners were paid: its figures are then verified by Briefly."
        />
      ) : data ? (
        <Card withBorder p={0}>
          <ScrollX label="Success stories" minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Story</Table.Th>
                  <Table.Th>Brand × creator</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Views</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.stories.map((story) => (
                  <Table.Tr key={story.id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={600}>
                          {story.title}
                        </Text>
                        {story.verified ? (
                          <Tooltip label="Verified by Briefly: figures from the ledger">
                            <IconRosetteDiscountCheck
                              size={16}
                              color="var(--mantine-color-teal-filled)"
                              aria-label="Verified by Briefly"
                            />
                          </Tooltip>
                        ) : null}
                        {story.featured ? (
                          <Badge size="xs" color="yellow" variant="light">
                            Featured
                          </Badge>
                        ) : null}
                      </Group>
                      {story.briefTitle ? (
                        <Text size="xs" c="dimmed">
                          Brief: {story.briefTitle}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {story.brand.name} × {story.creator.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[story.status]} variant="light">
                        {STORY_STATUS_LABELS[story.status]}
                      </Badge>
                      {consentLine(story) ? (
                        <Text size="xs" c="dimmed" mt={2}>
                          {consentLine(story)}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{story.views.toLocaleString('en-US')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        title={story.title}
                        onEdit={() => setForm({ mode: 'edit', story })}
                        onDelete={() => (remove.reset(), setDeleting(story))}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollX>
        </Card>
      ) : null}
      {data ? (
        <ContentPagination total={data.total} pageSize={ADMIN_STORIES_PAGE_SIZE} page={page} onChange={setPage} />
      ) : null}

      <Modal
        opened={form !== null}
        onClose={closeForm}
        size="lg"
        title={
          form?.mode === 'edit'
            ? 'Edit story'
            : form?.mode === 'from-brief'
              ? 'Start from a completed brief'
              : 'New story'
        }
        closeButtonProps={{ 'aria-label': 'Close story form' }}
      >
        {form ? (
          form.mode === 'from-brief' && candidates.isPending ? (
            <Skeleton height={120} aria-label="Loading briefs" />
          ) : form.mode === 'from-brief' && candidates.isError ? (
            <QueryError
              error={candidates.error}
              onRetry={() => void candidates.refetch()}
              retrying={candidates.isFetching}
              title="Failed to load briefs"
            />
          ) : (
            <StoryForm
              key={`${form.mode}-${form.story?.id ?? 'new'}`}
              mode={form.mode}
              story={form.story}
              candidates={candidates.data?.briefs}
              saving={saving}
              failure={failure}
              onSubmit={submit}
              onCancel={closeForm}
            />
          )
        ) : null}
      </Modal>

      <DeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete story?"
        error={remove.error}
        confirmLabel="Delete story"
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => (setDeleting(null), setNotice('Story deleted.')) })
        }
        pending={remove.isPending}
      >
        {deleting ? (
          <>
            <strong>{deleting.title}</strong> will be removed from Briefly for good.
          </>
        ) : null}
      </DeleteDialog>
    </Stack>
  );
}
