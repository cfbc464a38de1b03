import { Button, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface QuickAction {
  label: string;
  description: string;
  icon: Icon;
  href: string;
}

/** The Overview's Quick actions (brand and creator): a full-width link a line, its label over a short description. */
export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
  return (
    <Stack gap="xs">
      {actions.map(({ label, description, icon: ActionIcon, href }) => (
        <Button
          key={label}
          component={Link}
          to={href}
          variant="default"
          h="auto"
          py={10}
          justify="flex-start"
          leftSection={<ActionIcon size={20} stroke={1.6} />}
          fullWidth
          styles={{ label: { flexDirection: 'column', alignItems: 'flex-start' } }}
        >
          <Text size="sm" fw={600} lh={1.2}>
            {label}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2}>
            {description}
          </Text>
        </Button>
      ))}
    </Stack>
  );
}
