import type { TPhoto } from '@briefly/shared/photos';
import { Avatar, type AvatarProps } from '@mantine/core';
import { photoSrc } from './photo-src';

interface PersonAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'name' | 'size'> {
  /** The person's name: the picture's alternative text, and the initials shown without a photo. */
  name: string;
  photo?: TPhoto;
  /** In pixels. */
  size?: number;
}

/** A creator's profile photo, or their initials when there is none (docs/product/photos.md). */
export function PersonAvatar({ name, photo, size = 40, radius = 'xl', ...props }: PersonAvatarProps) {
  return (
    <Avatar
      src={photoSrc(photo, size)}
      alt={photo ? name : undefined}
      name={name}
      color="initials"
      size={size}
      radius={radius}
      {...props}
    />
  );
}
