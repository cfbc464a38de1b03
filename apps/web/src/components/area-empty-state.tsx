import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface AreaEmptyStateProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}

/** An honest empty state for a dashboard area: no figures, no sample rows. */
export function AreaEmptyState({ icon, title, description, children }: AreaEmptyStateProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 40 }} radius="lg">
      <EmptyState size="md" variant="light" icon={icon} title={title} description={description}>
        {children ? <EmptyState.Actions>{children}</EmptyState.Actions> : null}
      </EmptyState>
    </Paper>
  );
}
