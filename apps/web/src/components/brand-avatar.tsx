import type { TPhoto } from '@briefly/shared/photos';
import { Avatar, type AvatarProps } from '@mantine/core';
import { photoSrc } from './photo-src';

interface BrandAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  name: string;
  logo?: string | null;
  /** The uploaded logo (docs/product/photos.md); shown before `logo`. */
  photo?: TPhoto;
}

/** A brand's logo, or the first letter of its name when it has none. */
export function BrandAvatar({ name, logo, photo, size = 44, radius = 'md', ...props }: BrandAvatarProps) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const src = photoSrc(photo, typeof size === 'number' ? size : 44) ?? (logo || undefined);
  return (
    <Avatar
      src={src}
      alt={src ? `${name} logo` : undefined}
      size={size}
      radius={radius}
      color="brand"
      variant="light"
      {...props}
    >
      <span aria-hidden="true">{initial}</span>
    </Avatar>
  );
}
