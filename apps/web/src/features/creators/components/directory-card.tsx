import { CONTENT_PLATFORM_NAMES, type ContentPlatform } from '@briefly/shared/content-links';
import type { TDirectoryCreator, TDirectoryPortfolioItem } from '@briefly/shared/creator-directory';
import { Anchor, Avatar, Badge, Box, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconChecks, IconMapPin, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PlatformIcon } from '@/components/content-link';
import { RatingSummary } from '@/components/rating-summary';
import { ViewProfileLink } from '@/components/view-profile-link';
import { CATEGORY_LABELS } from '../lib/directory-filters';

// One creator in the brand's directory: every card has the same rows (empty ones keep their place) and
// the actions sit at the bottom, so the cards of a row are of equal height.

const THUMB_SLOTS = 3;

function PortfolioThumb({ item }: { item: TDirectoryPortfolioItem }) {
  const platform = item.platform as ContentPlatform;
  const label = `${item.briefTitle} (${item.result === 'winner' ? 'Winner' : 'Approved'}) on ${
    CONTENT_PLATFORM_NAMES[platform] ?? 'the web'
  }`;
  return (
    <Anchor href={item.contentUrl} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
      <Box
        style={{ aspectRatio: '16 / 9', borderRadius: 6, overflow: 'hidden' }}
        bg="var(--mantine-color-default-hover)"
      >
        {item.thumbnailUrl ? (
          <Image src={item.thumbnailUrl} alt="" h="100%" w="100%" fit="cover" loading="lazy" />
        ) : (
          <Center h="100%">
            <PlatformIcon platform={CONTENT_PLATFORM_NAMES[platform] ? platform : 'other'} />
          </Center>
        )}
      </Box>
    </Anchor>
  );
}

export function DirectoryCard({ creator, actions }: { creator: TDirectoryCreator; actions?: ReactNode }) {
  const name = creator.displayName;
  return (
    <Paper
      withBorder
      p="md"
      component="li"
      aria-label={name}
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar src={creator.photo?.url128} alt="" name={name} color="initials" radius="xl" size={48} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {name}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            @{creator.userName}
          </Text>
          <RatingSummary averageRating={creator.averageRating} reviewCount={creator.reviewCount} size="xs" />
        </div>
      </Group>
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={14} aria-hidden="true" />
          <Text size="sm" c={creator.location ? undefined : 'dimmed'} truncate="end">
            {creator.location || 'Location not given'}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconTrophy size={14} aria-hidden="true" />
          <Text size="sm">
            {creator.briefsWon === 0
              ? 'No briefs won yet'
              : `Won ${creator.briefsWon} ${creator.briefsWon === 1 ? 'brief' : 'briefs'}`}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconChecks size={14} aria-hidden="true" />
          <Text size="sm" c={creator.approvalRate === null ? 'dimmed' : undefined}>
            {creator.approvalRate === null ? 'No submissions decided yet' : `${creator.approvalRate}% approved`}
          </Text>
        </Group>
      </Stack>
      <Group gap={6} mih={22} wrap="nowrap" style={{ overflow: 'hidden' }}>
        {creator.categories.map((category) => (
          <Badge key={category} variant="light" size="sm">
            {CATEGORY_LABELS[category]}
          </Badge>
        ))}
        {creator.platforms.map((platform) => (
          <PlatformIcon key={platform} platform={platform} />
        ))}
      </Group>
      <Box pos="relative" style={{ display: 'grid', gridTemplateColumns: `repeat(${THUMB_SLOTS}, 1fr)`, gap: 6 }}>
        {Array.from({ length: THUMB_SLOTS }, (_, index) => {
          const item = creator.portfolio[index];
          return item ? (
            <PortfolioThumb key={item.contentUrl} item={item} />
          ) : (
            <Box
              key={`empty-${index}`}
              aria-hidden="true"
              style={{
                aspectRatio: '16 / 9',
                borderRadius: 6,
                border: creator.portfolio.length > 0 ? '1px dashed var(--mantine-color-default-border)' : undefined,
              }}
            />
          );
        })}
        {/* No work to show: one sentence in the thumbnails' place, so the cards keep one height. */}
        {creator.portfolio.length === 0 ? (
          <Center
            pos="absolute"
            inset={0}
            style={{ borderRadius: 6, border: '1px dashed var(--mantine-color-default-border)' }}
          >
            <Text size="xs" c="dimmed">
              No work on the profile yet
            </Text>
          </Center>
        ) : null}
      </Box>
      <Group gap="xs" mt="auto">
        <ViewProfileLink userName={creator.userName} name={name} variant="light" />
        {actions}
      </Group>
    </Paper>
  );
}
