import {
  canCreatePost,
  FORUM_CATEGORIES,
  FORUM_CATEGORY_LABELS,
  FORUM_CONTENT_MAX,
  FORUM_MESSAGES,
  FORUM_TITLE_MAX,
  parseTags,
  tagsProblem,
  type ForumCategory,
} from '@briefly/shared/forum-rules';
import type { TForumPost } from '@briefly/shared/forums';
import { Alert, Badge, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { useCreateForumPost } from '../api/create-forum-post';

const CATEGORY_OPTIONS = FORUM_CATEGORIES.map((value) => ({ value, label: FORUM_CATEGORY_LABELS[value] }));

interface NewPostModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (post: TForumPost) => void;
  /** The category tab the forum is on (All starts on General). */
  initialCategory?: ForumCategory;
}

/** The New Post form (spec: title, category, content, comma-separated tags); Create Post waits for a title and content. */
export function NewPostModal({ opened, onClose, onCreated, initialCategory }: NewPostModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="New Post" size="lg" radius="lg" zIndex={300}>
      {opened ? <NewPostForm onClose={onClose} onCreated={onCreated} initialCategory={initialCategory} /> : null}
    </Modal>
  );
}

function NewPostForm({ onClose, onCreated, initialCategory = 'general' }: Omit<NewPostModalProps, 'opened'>) {
  const [values, setValues] = useState({
    title: '',
    category: initialCategory as ForumCategory,
    content: '',
    tags: '',
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateForumPost();
  const tags = parseTags(values.tags);
  const tagError = tagsProblem(tags);
  const ready = canCreatePost(values) && !tagError;

  const set = (changes: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...changes }));
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || create.isPending) return;
    create.mutate(
      { title: values.title.trim(), content: values.content.trim(), category: values.category, tags },
      {
        onSuccess: ({ post }) => onCreated(post),
        onError: (failure) => setServerError(isApiError(failure) ? failure.message : FORUM_MESSAGES.createFailed),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          maxLength={FORUM_TITLE_MAX}
          value={values.title}
          onChange={(event) => set({ title: event.currentTarget.value })}
          data-autofocus
        />
        <Select
          label="Category"
          data={CATEGORY_OPTIONS}
          value={values.category}
          allowDeselect={false}
          onChange={(value) => value && set({ category: value as ForumCategory })}
          comboboxProps={{ zIndex: 400 }}
        />
        <Textarea
          label="Content"
          description="Markdown works: **bold**, lists, [links](https://example.com)."
          required
          autosize
          minRows={6}
          maxRows={16}
          maxLength={FORUM_CONTENT_MAX}
          value={values.content}
          onChange={(event) => set({ content: event.currentTarget.value })}
        />
        <TextInput
          label="Tags"
          description="Separate tags with commas, e.g. video, lighting"
          value={values.tags}
          onChange={(event) => set({ tags: event.currentTarget.value })}
          error={tagError}
        />
        {tags.length && !tagError ? (
          <Group gap={6}>
            {tags.map((tag) => (
              <Badge key={tag.toLowerCase()} variant="light" color="gray" tt="none">
                #{tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        {serverError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready} loading={create.isPending}>
            Create Post
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
