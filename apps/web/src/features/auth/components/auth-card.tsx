import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  maw?: number;
}

/** The card that holds a sign-in, registration or password form, or the outcome of one. */
export function AuthCard({ title, subtitle, icon, children, maw = 460 }: AuthCardProps) {
  return (
    <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }} w="100%" maw={maw}>
      <Stack gap={4} mb="lg" align="flex-start">
        {icon}
        <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}

/** The icon above an `AuthCard`'s title: green for done, orange for a dead link, the theme colour for a form. */
export function AuthCardIcon({ icon: IconShape, color }: { icon: Icon; color?: string }) {
  return (
    <ThemeIcon size={44} radius="md" variant="light" color={color} mb="xs">
      <IconShape size={24} stroke={1.6} />
    </ThemeIcon>
  );
}
