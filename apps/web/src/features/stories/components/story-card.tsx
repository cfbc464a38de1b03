import {
  formatStoryBudget,
  formatStoryMetric,
  presentMetrics,
  STORY_CATEGORY_LABELS,
  STORY_METRIC_LABELS,
} from '@briefly/shared/story-rules';
import type { TSuccessStory } from '@briefly/shared/stories';
import { Avatar, Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid/responsive-grid';
import { IconStarFilled } from '@tabler/icons-react';
import { VerifiedBadge } from './verified-badge';

/** A success story in the list: who, what, the budget and the results that exist. */
export function StoryCard({ story, onOpen }: { story: TSuccessStory; onOpen: () => void }) {
  const titleId = `story-${story.id}`;
  const metrics = presentMetrics(story.metrics).slice(0, 3);
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="wrap">
            <Badge variant="light">{STORY_CATEGORY_LABELS[story.category]}</Badge>
            {story.featured ? (
              <Badge color="yellow" variant="light" leftSection={<IconStarFilled size={10} />}>
                Featured
              </Badge>
            ) : null}
          </Group>
          <VerifiedBadge story={story} />
        </Group>
        <Title order={2} fz="lg" id={titleId} lineClamp={2}>
          {story.title}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Avatar src={story.brand.logo} alt="" size={28} radius="xl" color="blue">
            {story.brand.name.slice(0, 1)}
          </Avatar>
          <Text size="sm" truncate="end">
            <strong>{story.brand.name}</strong> × {story.creator.name}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {story.description}
        </Text>
        {metrics.length > 0 ? (
          <ResponsiveGrid cols={metrics.length} spacing="xs">
            {metrics.map(({ metric, value }) => (
              <div key={metric}>
                <Text fw={700}>{formatStoryMetric(metric, value)}</Text>
                <Text size="xs" c="dimmed">
                  {STORY_METRIC_LABELS[metric]}
                </Text>
              </div>
            ))}
          </ResponsiveGrid>
        ) : null}
        <Box flex={1} />
        <Group justify="space-between">
          {story.budget !== null ? (
            <Text size="sm">
              Budget <strong>{formatStoryBudget(story.budget)}</strong>
            </Text>
          ) : (
            <span />
          )}
          {story.duration ? (
            <Text size="sm" c="dimmed">
              {story.duration}
            </Text>
          ) : null}
        </Group>
        <Button variant="light" onClick={onOpen} aria-label={`Read Story: ${story.title}`}>
          Read Story
        </Button>
      </Stack>
    </Card>
  );
}
