import { Button, type ButtonProps } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** "View profile": a creator's public profile (docs/product/creator-profiles-and-reviews.md), from any card. */
export function ViewProfileLink({
  userName,
  name,
  size = 'xs',
  variant = 'subtle',
}: { userName: string; name: string } & Pick<ButtonProps, 'size' | 'variant'>) {
  if (!userName) return null;
  return (
    <Button
      component={Link}
      to={paths.creatorProfile.getHref(userName)}
      size={size}
      variant={variant}
      leftSection={<IconUserCircle size={16} />}
      aria-label={`View profile of ${name}`}
    >
      View profile
    </Button>
  );
}
