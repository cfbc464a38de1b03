import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconLogin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { ResultCard } from './result-card';

// The states both payment result pages go through (brief funding, wallet top-up): only texts and targets differ.

/** A link button on a result page ('Back to dashboard', 'Go to My Briefs now'). */
export function BackLink({ to, label, variant }: { to: string; label: string; variant?: 'filled' | 'default' }) {
  return (
    <Button component={Link} to={to} variant={variant}>
      {label}
    </Button>
  );
}

export function Cancelled({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return (
    <ResultCard icon={<IconCircleX size={34} stroke={1.6} />} color="gray" title="Payment cancelled" actions={actions}>
      {children}
    </ResultCard>
  );
}

export function NoSession({ actions, children }: { actions: ReactNode; children?: ReactNode }) {
  return (
    <ResultCard
      icon={<IconAlertTriangle size={34} stroke={1.6} />}
      color="red"
      title="No session ID found"
      role="alert"
      actions={actions}
    >
      {children}
    </ResultCard>
  );
}

/** Signed out on return from checkout: sign in, then come back to this very address. */
export function SignInToFinish({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ResultCard
      icon={<IconLogin size={34} stroke={1.6} />}
      color="blue"
      title="Sign in to finish"
      actions={
        <Button
          component={Link}
          to={paths.auth.login.getHref(location.pathname + location.search)}
          leftSection={<IconLogin size={16} />}
        >
          Sign in
        </Button>
      }
    >
      {children}
    </ResultCard>
  );
}

interface RetryProps {
  title: string;
  onRetry: () => void;
  retrying: boolean;
  /** The way out beside Retry. */
  back: ReactNode;
  children: ReactNode;
}

export function Retry({ title, onRetry, retrying, back, children }: RetryProps) {
  return (
    <ResultCard
      icon={<IconAlertTriangle size={34} stroke={1.6} />}
      color="red"
      title={title}
      role="alert"
      actions={
        <Group justify="center">
          <Button onClick={onRetry} loading={retrying}>
            Retry
          </Button>
          {back}
        </Group>
      }
    >
      {children}
    </ResultCard>
  );
}

interface SucceededProps {
  title: string;
  actions: ReactNode;
  /** Where the countdown takes the user ('your briefs', 'your dashboard'). */
  destination: string;
  secondsLeft: number;
  children: ReactNode;
}

export function Succeeded({ title, actions, destination, secondsLeft, children }: SucceededProps) {
  return (
    <ResultCard icon={<IconCircleCheck size={34} stroke={1.6} />} color="teal" title={title} actions={actions}>
      <Text inherit>{children}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        Taking you to {destination} in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
      </Text>
    </ResultCard>
  );
}

export function Confirming({ children }: { children: ReactNode }) {
  return (
    <ResultCard icon={<Loader size="md" />} color="blue" title="Confirming your payment…">
      {children}
    </ResultCard>
  );
}
