import {
  formatStoryBudget,
  formatStoryMetric,
  presentMetrics,
  STORY_CATEGORY_LABELS,
  STORY_MESSAGES,
  STORY_METRIC_LABELS,
} from '@briefly/shared/story-rules';
import type { TSuccessStory } from '@briefly/shared/stories';
import { Alert, Badge, Blockquote, Group, Image, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconQuote, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Fact } from '@/components/fact';
import { QueryError } from '@/components/query-error';
import { useStory } from '../api/get-story';
import { verifiedFigures } from './verified-badge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A story in full (spec §2): project overview, results, description, outcome, testimonials, gallery, tags. */
export function StoryDetail({ story }: { story: TSuccessStory }) {
  const metrics = presentMetrics(story.metrics);
  return (
    <Stack gap="lg">
      <Group gap={6}>
        <Badge variant="light">{STORY_CATEGORY_LABELS[story.category]}</Badge>
        {story.featured ? (
          <Badge color="yellow" variant="light">
            Featured
          </Badge>
        ) : null}
      </Group>

      {story.verified ? (
        <Alert color="teal" variant="light" icon={<IconRosetteDiscountCheck size={18} />} title="Verified by Briefly">
          {verifiedFigures(story)} These figures come from Briefly’s own payment records for the brief.
        </Alert>
      ) : null}

      <Section title="Project overview">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Fact label="Brand">{story.brand.name}</Fact>
          <Fact label="Creator">{story.creator.name}</Fact>
          {story.briefTitle ? <Fact label="Brief">{story.briefTitle}</Fact> : null}
          {story.budget !== null ? <Fact label="Budget">{formatStoryBudget(story.budget)}</Fact> : null}
          {story.paid !== null ? <Fact label="Creator earned">{formatStoryBudget(story.paid)}</Fact> : null}
          {story.duration ? <Fact label="Duration">{story.duration}</Fact> : null}
        </SimpleGrid>
      </Section>

      {metrics.length > 0 ? (
        <Section title="Results">
          <SimpleGrid cols={{ base: 2, xs: Math.min(4, metrics.length) }} spacing="xs">
            {metrics.map(({ metric, value }) => (
              <div key={metric}>
                <Text fw={700} fz="xl">
                  {formatStoryMetric(metric, value)}
                </Text>
                <Text size="xs" c="dimmed">
                  {STORY_METRIC_LABELS[metric]}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      <Section title="The story">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {story.description}
        </Text>
      </Section>

      {story.outcome ? (
        <Section title="Outcome">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {story.outcome}
          </Text>
        </Section>
      ) : null}

      {story.testimonial.brandQuote || story.testimonial.creatorQuote ? (
        <Section title="In their words">
          {story.testimonial.brandQuote ? (
            <Blockquote icon={<IconQuote size={18} />} cite={`— ${story.brand.name}`} p="md" iconSize={30}>
              {story.testimonial.brandQuote}
            </Blockquote>
          ) : null}
          {story.testimonial.creatorQuote ? (
            <Blockquote
              icon={<IconQuote size={18} />}
              cite={`— ${story.creator.name}`}
              p="md"
              iconSize={30}
              color="grape"
            >
              {story.testimonial.creatorQuote}
            </Blockquote>
          ) : null}
        </Section>
      ) : null}

      {story.images.length > 0 ? (
        <Section title="Gallery">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {story.images.map((src, index) => (
              <Image
                key={src}
                src={src}
                alt={`${story.title}, picture ${index + 1}`}
                radius="sm"
                fit="cover"
                h={180}
                loading="lazy"
                referrerPolicy="no-referrer"
              />
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      {story.tags.length > 0 ? (
        <Group gap={6} role="group" aria-label="Tags">
          {story.tags.map((tag) => (
            <Badge key={tag} variant="default" tt="none" fw={500}>
              {tag}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

/** The story opened from the list or a link; fetched when opened, which counts a view. */
export function StoryDetailModal({
  storyId,
  listed,
  onClose,
}: {
  storyId: string | null;
  listed: TSuccessStory | undefined;
  onClose: () => void;
}) {
  const query = useStory(storyId);
  const story = query.data?.story ?? listed;
  return (
    <Modal
      opened={storyId !== null}
      onClose={onClose}
      size="lg"
      title={story?.title ?? 'Success story'}
      closeButtonProps={{ 'aria-label': 'Close story' }}
    >
      {story ? (
        <StoryDetail story={story} />
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title={STORY_MESSAGES.notFound}
        />
      ) : (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading the story" />
        </Group>
      )}
    </Modal>
  );
}
