import type { UserType } from '@briefly/shared/options';
import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths, type MessageTarget } from '@/config/paths';

interface MessageButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'> {
  /** Who is signed in: a brand writes from its dashboard, a creator from theirs. */
  viewer: UserType;
  target: MessageTarget;
}

/**
 * "Message" where a brand meets a creator or a creator meets a brand: opens the Messages tab with the
 * conversation with that person, or the Start New Chat dialog about the brief (features/messaging).
 */
export function MessageButton({ viewer, target, size = 'xs', variant = 'light', fullWidth }: MessageButtonProps) {
  if (viewer === 'admin') return null;
  const href = viewer === 'brand' ? paths.brand.message.getHref(target) : paths.creator.message.getHref(target);
  return (
    <Button
      component={Link}
      to={href}
      size={size}
      variant={variant}
      fullWidth={fullWidth}
      leftSection={<IconMessageCircle size={16} />}
      aria-label={target.name ? `Message ${target.name}` : undefined}
    >
      Message
    </Button>
  );
}
