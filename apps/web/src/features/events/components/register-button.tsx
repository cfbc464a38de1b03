import { registrationState, type RegistrationState } from '@briefly/shared/event-rules';
import type { TEvent } from '@briefly/shared/events';
import type { UserType } from '@briefly/shared/options';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarCheck, IconCalendarOff, IconCheck, IconLock, IconTicket, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const REGISTRATION_LABELS: Record<RegistrationState, string> = {
  open: 'Register Now',
  registered: 'Registered',
  full: 'Event Full',
  ended: 'Event ended',
  live: 'Happening now',
  cancelled: 'Cancelled',
  paid: 'Tickets sold by the host',
};

const ICONS: Record<RegistrationState, ReactNode> = {
  open: <IconCalendarCheck size={18} />,
  registered: <IconCheck size={18} />,
  full: <IconUsers size={18} />,
  ended: <IconCalendarOff size={18} />,
  live: <IconCalendarOff size={18} />,
  cancelled: <IconCalendarOff size={18} />,
  paid: <IconTicket size={18} />,
};

/** Where a visitor goes to register: sign in, then back to this event. */
export const signInToRegisterHref = (eventId: string) =>
  paths.auth.login.getHref(`${paths.events.getHref()}?event=${encodeURIComponent(eventId)}`);

interface RegisterButtonProps extends Omit<ButtonProps, 'children'> {
  event: TEvent;
  /** null for a visitor. */
  viewerType: UserType | null;
  onRegister: () => void;
}

/**
 * Register Now, or why not (spec §2, §4): Registered, Event Full, ended, live, cancelled, paid.
 * Visitors are sent to sign in and back; admins cannot register.
 */
export function RegisterButton({ event, viewerType, onRegister, ...props }: RegisterButtonProps) {
  const state = registrationState(event);
  if (state !== 'open') {
    return (
      <Button
        {...props}
        disabled
        leftSection={ICONS[state]}
        color={state === 'registered' ? 'teal' : undefined}
        data-state={state}
      >
        {REGISTRATION_LABELS[state]}
      </Button>
    );
  }
  if (viewerType === null) {
    return (
      <Button
        {...props}
        component={Link}
        to={signInToRegisterHref(event.id)}
        leftSection={<IconLock size={18} />}
        data-state="sign-in"
      >
        {REGISTRATION_LABELS.open}
      </Button>
    );
  }
  if (viewerType === 'admin') {
    return (
      <Button {...props} disabled leftSection={ICONS.open} data-state="admin" title="Admins cannot register for events">
        {REGISTRATION_LABELS.open}
      </Button>
    );
  }
  return (
    <Button {...props} leftSection={ICONS.open} onClick={onRegister} data-state="open">
      {REGISTRATION_LABELS.open}
    </Button>
  );
}
