import type { NotificationType } from '@briefly/shared/notifications';
import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import { NOTIFICATION_TYPE_DISPLAY } from '../lib/notification-display';

/** The type's icon in its colour; the type's name is the icon's accessible text. */
export function NotificationTypeIcon({
  type,
  size = 34,
  ...props
}: { type: NotificationType; size?: number } & Omit<ThemeIconProps, 'color' | 'children' | 'size'>) {
  const display = NOTIFICATION_TYPE_DISPLAY[type];
  const TypeIcon = display.icon;
  return (
    <ThemeIcon
      variant="light"
      color={display.color}
      radius="xl"
      size={size}
      role="img"
      aria-label={display.label}
      {...props}
    >
      <TypeIcon size={Math.round(size * 0.56)} stroke={1.8} aria-hidden />
    </ThemeIcon>
  );
}
