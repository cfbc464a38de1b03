import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ResultCardProps {
  icon: ReactNode;
  color: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** 'status' for progress and outcomes read aloud politely; 'alert' for failures. */
  role?: 'status' | 'alert';
}

/** The frame of the payment result pages. */
export function ResultCard({ icon, color, title, children, actions, role = 'status' }: ResultCardProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }} w="100%">
      <Paper withBorder p={{ base: 'lg', sm: 48 }} shadow="xs">
        <Stack align="center" gap="md" ta="center" role={role} aria-live={role === 'status' ? 'polite' : 'assertive'}>
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          {children ? (
            <Text c="dimmed" component="div" maw={440}>
              {children}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Stack mt="xl" align="center">
            {actions}
          </Stack>
        ) : null}
      </Paper>
    </Container>
  );
}
