import { CONTENT_PLATFORM_NAMES, contentPlatformOf } from '@briefly/shared/content-links';
import { youtubeThumbnailUrl } from '@briefly/shared/content-thumbnails';
import type { TPortfolioItem } from '@briefly/shared/reputation';
import { AspectRatio, Center, Image, Stack, Text } from '@mantine/core';
import { PlatformIcon } from '@/components/content-link';

// A portfolio item's picture (docs/product/photos.md): the cover the creator uploaded, else a YouTube
// video's standard thumbnail, else the platform's icon card. Nothing is fetched from other platforms.

/** The picture's address, or null when the icon card is shown. */
export function portfolioPictureUrl(item: Pick<TPortfolioItem, 'cover' | 'contentUrl'>, large = false): string | null {
  if (item.cover) return large ? item.cover.url512 : item.cover.url256;
  return youtubeThumbnailUrl(item.contentUrl);
}

export function PortfolioPicture({
  item,
  large = false,
}: {
  item: Pick<TPortfolioItem, 'cover' | 'contentUrl'>;
  large?: boolean;
}) {
  const src = portfolioPictureUrl(item, large);
  const platform = contentPlatformOf(item.contentUrl);
  return (
    <AspectRatio ratio={16 / 9}>
      {src ? (
        <Image src={src} alt="" radius="sm" loading="lazy" fit="cover" />
      ) : (
        <Center bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Stack gap={4} align="center">
            <PlatformIcon platform={platform} />
            <Text size="xs" c="dimmed" aria-hidden="true">
              {CONTENT_PLATFORM_NAMES[platform]}
            </Text>
          </Stack>
        </Center>
      )}
    </AspectRatio>
  );
}
