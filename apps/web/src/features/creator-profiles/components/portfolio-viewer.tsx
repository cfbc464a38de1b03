import { CONTENT_PLATFORM_NAMES, contentPlatformOf } from '@briefly/shared/content-links';
import type { TPortfolioItem } from '@briefly/shared/reputation';
import { winnerWord } from '@briefly/shared/status-words';
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/brief-display';
import { PortfolioPicture } from './portfolio-picture';

// The portfolio viewer (docs/product/photos.md): one item at a size worth looking at, with the brief's
// name, the result and the link. Loaded only when a visitor opens an item (the profile's bundle stays small).

export default function PortfolioViewer({ item, onClose }: { item: TPortfolioItem | null; onClose: () => void }) {
  const platform = item ? contentPlatformOf(item.contentUrl) : 'other';
  return (
    <Modal opened={item !== null} onClose={onClose} title={item?.briefTitle ?? ''} size="lg" centered>
      {item ? (
        <Stack gap="sm">
          <PortfolioPicture item={item} large />
          <Group gap="xs">
            {item.won ? (
              <Badge color="yellow" variant="light" leftSection={<IconTrophy size={12} aria-hidden="true" />}>
                {winnerWord({ position: item.place })}
              </Badge>
            ) : (
              <Badge color="green" variant="light">
                Approved
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              for{' '}
              <Anchor component={Link} to={paths.brandPublicBriefs.getHref(item.brandId)} size="sm">
                {item.brandName}
              </Anchor>{' '}
              · {formatDate(item.date)}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.contentUrl}
          </Text>
          <Group justify="flex-end">
            <Button
              component="a"
              href={item.contentUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              rightSection={<IconExternalLink size={14} aria-hidden="true" />}
            >
              {platform === 'other' ? 'Open the link' : `Open on ${CONTENT_PLATFORM_NAMES[platform]}`}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
