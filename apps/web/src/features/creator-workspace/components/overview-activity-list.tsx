import type { TActivityItem } from '@briefly/shared/submissions';
import { notificationRelativeTime } from '@briefly/shared/time';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBriefcase,
  IconCash,
  IconCircleCheck,
  IconCircleX,
  IconEdit,
  IconHourglass,
  IconMessage2Exclamation,
  IconSend,
  IconSparkles,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import { viewerDateTime } from '@/lib/viewer-time';

const ACTIVITY_ICONS: Record<TActivityItem['kind'], { icon: Icon; color: string }> = {
  submitted: { icon: IconSend, color: 'brand' },
  updated: { icon: IconEdit, color: 'blue' },
  approved: { icon: IconCircleCheck, color: 'green' },
  rejected: { icon: IconCircleX, color: 'red' },
  changes_requested: { icon: IconMessage2Exclamation, color: 'orange' },
  won: { icon: IconTrophy, color: 'yellow' },
  paid: { icon: IconCash, color: 'teal' },
  held: { icon: IconHourglass, color: 'orange' },
  brief_published: { icon: IconSparkles, color: 'orange' },
};

export function ActivityList({ items }: { items: TActivityItem[] }) {
  if (items.length === 0) {
    return (
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="gray" radius="xl">
          <IconBriefcase size={16} />
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          No activity yet. Your applications, their reviews, wins and rewards show up here.
        </Text>
      </Group>
    );
  }
  const now = new Date();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const { icon: KindIcon, color } = ACTIVITY_ICONS[item.kind];
        return (
          <Group key={item.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color={color} radius="xl">
              <KindIcon size={16} />
            </ThemeIcon>
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={600} lineClamp={1}>
                {item.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {item.detail}
              </Text>
            </div>
            <Text
              size="xs"
              c="dimmed"
              style={{ whiteSpace: 'nowrap' }}
              component="time"
              dateTime={item.at}
              title={viewerDateTime(item.at)}
            >
              {notificationRelativeTime(new Date(item.at), now)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
