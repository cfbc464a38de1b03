import { Button, Divider, Drawer, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { dashboardHref, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import classes from './public-nav-bar.module.css';

export interface NavLinkItem {
  label: string;
  href: string;
  end?: boolean;
}

interface PublicMobileNavProps {
  opened: boolean;
  onClose: () => void;
  links: readonly NavLinkItem[];
  audienceLinks: readonly NavLinkItem[];
  loginHref: string;
  signingOut: boolean;
  onSignOut: () => void;
}

/** The public navigation on phones and tablets: a drawer from the right (loaded when first opened). */
export function PublicMobileNav({
  opened,
  onClose,
  links,
  audienceLinks,
  loginHref,
  signingOut,
  onSignOut,
}: PublicMobileNavProps) {
  const { status, user } = useSession();
  const signedIn = status === 'signed-in' && user !== null;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="min(100%, 22rem)"
      position="right"
      title={<BrandMark size="sm" />}
      hiddenFrom="lg"
      zIndex={300}
    >
      <Stack gap={4} component="nav" aria-label="Mobile">
        {links.map((link) => (
          <MantineNavLink
            key={link.href}
            component={NavLink}
            to={link.href}
            end={link.end}
            label={link.label}
            onClick={onClose}
            className={classes.drawerLink}
          />
        ))}
        {signedIn ? (
          <MantineNavLink
            component={Link}
            to={dashboardHref(user.type)}
            label="Dashboard"
            leftSection={<IconLayoutDashboard size={18} />}
            onClick={onClose}
            className={classes.drawerLink}
          />
        ) : (
          audienceLinks.map((link) => (
            <MantineNavLink
              key={link.href}
              component={NavLink}
              to={link.href}
              label={link.label}
              onClick={onClose}
              className={classes.drawerLink}
            />
          ))
        )}
      </Stack>
      <Divider my="md" />
      {signedIn ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Signed in as {user.name}
          </Text>
          <Button variant="default" onClick={onSignOut} loading={signingOut} leftSection={<IconLogout size={16} />}>
            Sign Out
          </Button>
        </Stack>
      ) : status === 'checking' ? null : (
        <Stack gap="xs">
          <Button component={Link} to={loginHref} variant="default" onClick={onClose}>
            Sign In
          </Button>
          <Button component={Link} to={paths.auth.creatorRegister.getHref()} onClick={onClose}>
            Join as Creator
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
