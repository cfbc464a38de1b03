import { Button, Group, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconWorld, type Icon } from '@tabler/icons-react';
import { socialHref, type SocialKind } from '@/lib/social-links';

export interface BrandSocials {
  socialWebsite?: string | null;
  socialInstagram?: string | null;
  socialTwitter?: string | null;
  socialLinkedIn?: string | null;
}

const LINKS: Array<{ kind: SocialKind; key: keyof BrandSocials; label: string; icon: Icon }> = [
  { kind: 'website', key: 'socialWebsite', label: 'Website', icon: IconWorld },
  { kind: 'instagram', key: 'socialInstagram', label: 'Instagram', icon: IconBrandInstagram },
  { kind: 'twitter', key: 'socialTwitter', label: 'Twitter', icon: IconBrandX },
  { kind: 'linkedin', key: 'socialLinkedIn', label: 'LinkedIn', icon: IconBrandLinkedin },
];

/** The brand's website and social profiles as links (brief detail, public brief and brand pages). */
export function BrandLinks({ brand, emptyText }: { brand: BrandSocials; emptyText?: string }) {
  const links = LINKS.flatMap((link) => {
    const href = socialHref(link.kind, brand[link.key]);
    return href ? [{ ...link, href }] : [];
  });
  if (links.length === 0) {
    return emptyText ? (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    ) : null;
  }
  return (
    <Group gap="xs">
      {links.map(({ key, label, icon: LinkIcon, href }) => (
        <Button
          key={key}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          size="xs"
          variant="default"
          leftSection={<LinkIcon size={14} />}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
