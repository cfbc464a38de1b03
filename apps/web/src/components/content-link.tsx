import { CONTENT_PLATFORM_NAMES, type ContentPlatform } from '@briefly/shared/content-links';
import { isValidContentUrl } from '@briefly/shared/submissions';
import { Anchor, Group, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandPinterest,
  IconBrandSnapchat,
  IconBrandTiktok,
  IconBrandTwitch,
  IconBrandVimeo,
  IconBrandX,
  IconBrandYoutube,
  IconExternalLink,
  IconLink,
  type Icon,
} from '@tabler/icons-react';

// A submission's content link (docs/product/submissions.md#content-links): the platform's icon and the
// link itself, opened in a new tab. Never embedded: a link is something to visit, not to load here.

const PLATFORM_ICONS: Record<ContentPlatform, Icon> = {
  youtube: IconBrandYoutube,
  tiktok: IconBrandTiktok,
  instagram: IconBrandInstagram,
  x: IconBrandX,
  facebook: IconBrandFacebook,
  vimeo: IconBrandVimeo,
  twitch: IconBrandTwitch,
  linkedin: IconBrandLinkedin,
  pinterest: IconBrandPinterest,
  snapchat: IconBrandSnapchat,
  other: IconLink,
};

export function ContentLink({ url, platform }: { url: string; platform: ContentPlatform }) {
  const PlatformIcon = PLATFORM_ICONS[platform];
  if (!isValidContentUrl(url)) {
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {url || '—'}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <PlatformIcon
        size={18}
        stroke={1.6}
        role="img"
        aria-label={CONTENT_PLATFORM_NAMES[platform]}
        style={{ flexShrink: 0, marginTop: 1 }}
      />
      <Anchor
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        style={{ overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {url} <IconExternalLink size={12} aria-hidden="true" style={{ verticalAlign: 'middle' }} />
      </Anchor>
    </Group>
  );
}
