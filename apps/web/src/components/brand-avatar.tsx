import { Avatar, type AvatarProps } from '@mantine/core';

interface BrandAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  name: string;
  logo?: string | null;
}

/** A brand's logo, or the first letter of its name when it has none. */
export function BrandAvatar({ name, logo, size = 44, radius = 'md', ...props }: BrandAvatarProps) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Avatar
      src={logo || undefined}
      alt={logo ? `${name} logo` : undefined}
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
