import {
  formatStoryBudget,
  STORY_CATEGORIES,
  STORY_CATEGORY_LABELS,
  type StoryCategory,
} from '@briefly/shared/story-rules';
import {
  ZAdminCreateStoryRequest,
  ZAdminUpdateStoryRequest,
  ZStoryFromBriefRequest,
  type TAdminCreateStoryRequest,
  type TAdminStory,
  type TStoryCandidateBrief,
  type TStoryFromBriefRequest,
} from '@briefly/shared/stories';
import { Alert, Group, NumberInput, Select, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { ContentForm, FormTextarea } from '@/features/admin/list/content-form';

// The admin's story forms (docs/product/community.md#stories-admin): write one by hand, edit one, or
// start one from a brief with a winner (its people and figures then come from Briefly's records).
// Checked with the server's own schemas, so the messages match.

export type StoryFormMode = 'create' | 'edit' | 'from-brief';

export interface StoryFormValues {
  title: string;
  description: string;
  duration: string;
  outcome: string;
  reach: number | string;
  engagement: number | string;
  conversion: number | string;
  roi: number | string;
  brandQuote: string;
  creatorQuote: string;
  images: string;
  tags: string;
  featured: boolean;
  category: StoryCategory;
  briefTitle: string;
  brandName: string;
  brandLogo: string;
  creatorName: string;
  creatorAvatar: string;
  creatorType: string;
  budget: number | string;
  published: boolean;
  briefId: string;
  creatorId: string;
}

const blankToNull = (value: number | string) =>
  value === '' ? null : typeof value === 'number' ? value : Number(value);
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function initialStoryValues(story: TAdminStory | null): StoryFormValues {
  return {
    title: story?.title ?? '',
    description: story?.description ?? '',
    duration: story?.duration ?? '',
    outcome: story?.outcome ?? '',
    reach: story?.metrics.reach ?? '',
    engagement: story?.metrics.engagement ?? '',
    conversion: story?.metrics.conversion ?? '',
    roi: story?.metrics.roi ?? '',
    brandQuote: story?.testimonial.brandQuote ?? '',
    creatorQuote: story?.testimonial.creatorQuote ?? '',
    images: story?.images.join('\n') ?? '',
    tags: story?.tags.join(', ') ?? '',
    featured: story?.featured ?? false,
    category: story?.category ?? 'creative',
    briefTitle: story?.briefTitle ?? '',
    brandName: story?.brand.name ?? '',
    brandLogo: story?.brand.logo ?? '',
    creatorName: story?.creator.name ?? '',
    creatorAvatar: story?.creator.avatar ?? '',
    creatorType: story?.creator.type ?? '',
    budget: story?.budget ?? '',
    published: story ? story.status === 'published' : false,
    briefId: '',
    creatorId: '',
  };
}

const isLinked = (story: TAdminStory | null) =>
  story !== null && (story.brand.id !== null || story.creator.id !== null);

function contentOf(values: StoryFormValues) {
  return {
    title: values.title,
    description: values.description,
    duration: values.duration || null,
    outcome: values.outcome || null,
    metrics: {
      reach: blankToNull(values.reach),
      engagement: blankToNull(values.engagement),
      conversion: blankToNull(values.conversion),
      roi: blankToNull(values.roi),
    },
    brandQuote: values.brandQuote || null,
    creatorQuote: values.creatorQuote || null,
    images: lines(values.images),
    tags: values.tags,
    featured: values.featured,
  };
}

/** The request body for the mode (what the form sends). */
export function storyRequestOf(
  mode: StoryFormMode,
  values: StoryFormValues,
  story: TAdminStory | null,
): TAdminCreateStoryRequest | TStoryFromBriefRequest {
  if (mode === 'from-brief')
    return { ...contentOf(values), ...(values.creatorId ? { creatorId: values.creatorId } : {}) };
  return {
    ...contentOf(values),
    category: values.category,
    briefTitle: values.briefTitle || null,
    brandName: values.brandName,
    brandLogo: values.brandLogo || null,
    creatorName: values.creatorName,
    creatorAvatar: values.creatorAvatar || null,
    creatorType: values.creatorType || null,
    budget: blankToNull(values.budget),
    // Publication by hand only for a story that names nobody.
    ...(isLinked(story) ? {} : { published: values.published }),
  };
}

export function storyFormErrors(mode: StoryFormMode, body: unknown): Record<string, string> {
  const schema =
    mode === 'from-brief'
      ? ZStoryFromBriefRequest
      : mode === 'edit'
        ? ZAdminUpdateStoryRequest
        : ZAdminCreateStoryRequest;
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [first, second] = issue.path.map(String);
    const key = first === 'metrics' && second ? second : first;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** After a refused submit, the first field with a problem gets the focus (and scrolls into view). */
const focusFirstError = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());

interface StoryFormProps {
  mode: StoryFormMode;
  story: TAdminStory | null;
  candidates?: TStoryCandidateBrief[];
  saving: boolean;
  failure: string | null;
  onSubmit: (body: TAdminCreateStoryRequest | TStoryFromBriefRequest, briefId: string | null) => void;
  onCancel: () => void;
}

export function StoryForm({ mode, story, candidates = [], saving, failure, onSubmit, onCancel }: StoryFormProps) {
  const form = useForm<StoryFormValues>({
    initialValues: initialStoryValues(story),
    validate: (values) => {
      const errors = storyFormErrors(mode, storyRequestOf(mode, values, story));
      if (mode === 'from-brief' && !values.briefId) errors.briefId = 'Choose a brief';
      const winners = candidates.find((brief) => brief.briefId === values.briefId)?.winners ?? [];
      if (mode === 'from-brief' && winners.length > 1 && !values.creatorId)
        errors.creatorId = 'Choose which winner the story is about';
      return errors;
    },
  });
  const values = form.getValues();
  const candidate = candidates.find((brief) => brief.briefId === values.briefId);
  const linked = isLinked(story);

  return (
    <ContentForm
      onSubmit={form.onSubmit(
        (formValues) =>
          onSubmit(storyRequestOf(mode, formValues, story), mode === 'from-brief' ? formValues.briefId : null),
        focusFirstError,
      )}
      failure={failure}
      submitLabel={
        mode === 'edit' ? 'Save changes' : mode === 'from-brief' ? 'Create and ask for consent' : 'Create story'
      }
      saving={saving}
      onCancel={onCancel}
    >
      {mode === 'from-brief' ? (
        <>
          <Select
            label="Brief"
            description="Briefs whose winners were picked"
            placeholder={candidates.length ? 'Choose a brief' : 'No brief has a winner yet'}
            data={candidates.map((brief) => ({
              value: brief.briefId,
              label: `${brief.title} — ${brief.brandName}${brief.stories ? ` (${brief.stories} ${brief.stories === 1 ? 'story' : 'stories'})` : ''}`,
            }))}
            searchable
            {...form.getInputProps('briefId')}
            onChange={(briefId) => {
              form.setFieldValue('briefId', briefId ?? '');
              const winners = candidates.find((brief) => brief.briefId === briefId)?.winners ?? [];
              form.setFieldValue('creatorId', winners.length === 1 ? winners[0]!.creatorId : '');
            }}
            key={form.key('briefId')}
          />
          {candidate ? (
            <>
              <Select
                label="Winner"
                data={candidate.winners.map((winner) => ({
                  value: winner.creatorId,
                  label: `${winner.name} (earned ${formatStoryBudget(winner.earned)})`,
                }))}
                allowDeselect={false}
                {...form.getInputProps('creatorId')}
                key={form.key('creatorId')}
              />
              <Alert color="teal" variant="light" icon={<IconRosetteDiscountCheck size={18} />}>
                Verified figures from the ledger: budget {formatStoryBudget(candidate.funded)}
                {values.creatorId
                  ? `, the creator earned ${formatStoryBudget(candidate.winners.find((winner) => winner.creatorId === values.creatorId)?.earned ?? 0)}`
                  : ''}
                . The brand and the creator are asked to agree; the story is published once both do.
              </Alert>
            </>
          ) : null}
        </>
      ) : null}

      <TextInput label="Title" required {...form.getInputProps('title')} key={form.key('title')} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('description')}
        key={form.key('description')}
      />

      {mode !== 'from-brief' ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Brand name" required {...form.getInputProps('brandName')} key={form.key('brandName')} />
            <TextInput
              label="Creator name"
              required
              {...form.getInputProps('creatorName')}
              key={form.key('creatorName')}
            />
            <TextInput
              label="Brand logo link"
              placeholder="https://…"
              {...form.getInputProps('brandLogo')}
              key={form.key('brandLogo')}
            />
            <TextInput
              label="Creator picture link"
              placeholder="https://…"
              {...form.getInputProps('creatorAvatar')}
              key={form.key('creatorAvatar')}
            />
            <TextInput
              label="Creator type"
              placeholder="Video creator"
              {...form.getInputProps('creatorType')}
              key={form.key('creatorType')}
            />
            <TextInput label="Brief title" {...form.getInputProps('briefTitle')} key={form.key('briefTitle')} />
            <Select
              label="Category"
              data={STORY_CATEGORIES.map((category) => ({ value: category, label: STORY_CATEGORY_LABELS[category] }))}
              allowDeselect={false}
              {...form.getInputProps('category')}
              key={form.key('category')}
            />
            <NumberInput
              label="Budget (USD)"
              description={story?.verified ? 'From the ledger; cannot be changed' : undefined}
              min={0}
              decimalScale={2}
              prefix="$"
              disabled={story?.verified}
              {...form.getInputProps('budget')}
              key={form.key('budget')}
            />
          </SimpleGrid>
        </>
      ) : null}

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Duration"
          placeholder="3 weeks"
          {...form.getInputProps('duration')}
          key={form.key('duration')}
        />
        <TextInput
          label="Tags"
          description="Separated by commas"
          {...form.getInputProps('tags')}
          key={form.key('tags')}
        />
      </SimpleGrid>
      <FormTextarea form={form} name="outcome" label="Outcome" maxRows={6} />
      <Text size="sm" fw={500}>
        Results{' '}
        <Text span size="xs" c="dimmed">
          (only what was measured; leave the rest empty)
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
        <NumberInput
          label="Reach"
          min={0}
          allowDecimal={false}
          thousandSeparator=","
          {...form.getInputProps('reach')}
          key={form.key('reach')}
        />
        <NumberInput
          label="Engagement %"
          min={0}
          max={100}
          decimalScale={1}
          {...form.getInputProps('engagement')}
          key={form.key('engagement')}
        />
        <NumberInput
          label="Conversion %"
          min={0}
          max={100}
          decimalScale={1}
          {...form.getInputProps('conversion')}
          key={form.key('conversion')}
        />
        <NumberInput label="ROI %" min={-100} decimalScale={1} {...form.getInputProps('roi')} key={form.key('roi')} />
      </SimpleGrid>
      <FormTextarea form={form} name="brandQuote" label="Brand quote" maxRows={5} />
      <FormTextarea form={form} name="creatorQuote" label="Creator quote" maxRows={5} />
      <FormTextarea form={form} name="images" label="Gallery" description="Picture links, one per line" maxRows={6} />
      <Group gap="xl">
        <Switch label="Featured" {...form.getInputProps('featured', { type: 'checkbox' })} key={form.key('featured')} />
        {mode !== 'from-brief' && !linked ? (
          <Switch
            label="Published"
            {...form.getInputProps('published', { type: 'checkbox' })}
            key={form.key('published')}
          />
        ) : null}
      </Group>
      {linked ? (
        <Text size="xs" c="dimmed">
          This story names {story?.brand.id ? story.brand.name : ''}
          {story?.brand.id && story.creator.id ? ' and ' : ''}
          {story?.creator.id ? story.creator.name : ''}: it is published when they agree, and changing what they agreed
          to (anything but featured and tags) asks them again.
        </Text>
      ) : null}
    </ContentForm>
  );
}
