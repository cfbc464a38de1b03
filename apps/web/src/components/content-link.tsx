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
  type IconProps,
} from '@tabler/icons-react';

// A submission's content link (docs/product/submissions.md#content-links): the platform's icon and the
// link itself, opened in a new tab. Never embedded: a link is something to visit, not to load here.

/** The platform's icon, named for screen readers. */
export function PlatformIcon({ platform }: { platform: ContentPlatform }) {
  const props: IconProps = {
    size: 18,
    stroke: 1.6,
    role: 'img',
    'aria-label': CONTENT_PLATFORM_NAMES[platform],
    style: { flexShrink: 0, marginTop: 1 },
  };
  switch (platform) {
    case 'youtube':
      return <IconBrandYoutube {...props} />;
    case 'tiktok':
      return <IconBrandTiktok {...props} />;
    case 'instagram':
      return <IconBrandInstagram {...props} />;
    case 'x':
      return <IconBrandX {...props} />;
    case 'facebook':
      return <IconBrandFacebook {...props} />;
    case 'vimeo':
      return <IconBrandVimeo {...props} />;
    case 'twitch':
      return <IconBrandTwitch {...props} />;
    case 'linkedin':
      return <IconBrandLinkedin {...props} />;
    case 'pinterest':
      return <IconBrandPinterest {...props} />;
    case 'snapchat':
      return <IconBrandSnapchat {...props} />;
    case 'other':
      return <IconLink {...props} />;
  }
}

export function ContentLink({ url, platform }: { url: string; platform: ContentPlatform }) {
  if (!isValidContentUrl(url)) {
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {url || '—'}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <PlatformIcon platform={platform} />
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
