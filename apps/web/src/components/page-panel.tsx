import { Button, Container, EmptyState, Group, Paper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PagePanelProps {
  icon: ReactNode;
  /** The page's heading (an h1: the panel is the whole page). */
  title: ReactNode;
  description: ReactNode;
  /** EmptyState's colour; undefined keeps the theme's primary colour. */
  color?: string;
  /** The buttons below, centred in a row (usually a `BackButton`). */
  children: ReactNode;
}

/** A whole page that is one message: not found, not built yet, could not load (centred card, icon, h1, buttons). */
export function PagePanel({ icon, title, description, color, children }: PagePanelProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }} w="100%">
      <Paper withBorder p={{ base: 'lg', sm: 48 }} shadow="xs">
        <EmptyState
          size="lg"
          variant="light"
          color={color}
          icon={icon}
          title={<h1 style={{ margin: 0, font: 'inherit' }}>{title}</h1>}
          description={description}
        >
          <EmptyState.Actions>
            <Group justify="center">{children}</Group>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </Container>
  );
}

/** The way back from a `PagePanel`: a link styled as a button with a left arrow. */
export function BackButton({
  to,
  label,
  variant,
}: {
  to: string;
  label: string;
  variant?: 'filled' | 'light' | 'default';
}) {
  return (
    <Button component={Link} to={to} variant={variant} leftSection={<IconArrowLeft size={16} />}>
      {label}
    </Button>
  );
}
