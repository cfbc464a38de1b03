import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface FactProps {
  label: string;
  children: ReactNode;
  /** A small decorative icon before the fact (the brief pages); none on the story's overview. */
  icon?: ReactNode;
  gap?: 'xs' | 'sm';
}

/** One labelled fact of a brief or a story: a dimmed label above a bold value ('Deadline' / 'Mar 4, 2026'). */
export function Fact({ label, children, icon, gap = 'sm' }: FactProps) {
  const fact = (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </div>
  );
  if (!icon) return fact;
  return (
    <Group gap={gap} wrap="nowrap" align="flex-start">
      <Box component="span" c="dimmed" mt={2} aria-hidden="true">
        {icon}
      </Box>
      {fact}
    </Group>
  );
}
