import { Box, Burger, Button, Container, Divider, Drawer, Group, Loader, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { ThemeToggle } from '@/components/theme-toggle';
import { dashboardHref, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import classes from './public-nav-bar.module.css';

const MAIN_LINKS = [
  { label: 'Home', href: paths.home.getHref(), end: true },
  { label: 'Marketplace', href: paths.marketplace.getHref(), end: false },
  { label: 'Community', href: paths.community.getHref(), end: false },
  { label: 'Events', href: paths.events.getHref(), end: false },
  { label: 'Success Stories', href: paths.successStories.getHref(), end: false },
] as const;

const AUDIENCE_LINKS = [
  { label: 'For Brands', href: paths.auth.brandRegister.getHref() },
  { label: 'For Creators', href: paths.auth.creatorRegister.getHref() },
] as const;

/** Navigation bar of the public pages (docs/product/marketplace.md#navigation-bar). */
export function PublicNavBar() {
  const { status, user, signOut } = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [signingOut, setSigningOut] = useState(false);
  const location = useLocation();

  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut();
  };

  const signedIn = status === 'signed-in' && user !== null;
  const loginHref = paths.auth.login.getHref(location.pathname === '/' ? undefined : location.pathname + location.search);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="xl" wrap="nowrap">
            <BrandMark />
            <Group component="nav" aria-label="Main" gap={2} visibleFrom="lg" wrap="nowrap">
              {MAIN_LINKS.map((link) => (
                <NavLink key={link.href} to={link.href} end={link.end} className={classes.link}>
                  {link.label}
                </NavLink>
              ))}
            </Group>
          </Group>

          <Group gap="xs" wrap="nowrap" visibleFrom="lg">
            {status === 'checking' ? (
              <Loader size="xs" aria-label="Checking your session" />
            ) : signedIn ? (
              <>
                <Button component={Link} to={dashboardHref(user.type)} variant="light" leftSection={<IconLayoutDashboard size={16} />}>
                  Dashboard
                </Button>
                <Button variant="subtle" color="gray" onClick={handleSignOut} loading={signingOut} leftSection={<IconLogout size={16} />}>
                  Sign Out
                </Button>
              </>
            ) : (
              <>
                {AUDIENCE_LINKS.map((link) => (
                  <NavLink key={link.href} to={link.href} className={classes.link}>
                    {link.label}
                  </NavLink>
                ))}
                <Divider orientation="vertical" mx={4} />
                <Button component={Link} to={loginHref} variant="subtle">
                  Sign In
                </Button>
                <Button component={Link} to={paths.auth.creatorRegister.getHref()}>
                  Join as Creator
                </Button>
              </>
            )}
            <ThemeToggle />
          </Group>

          <Group gap="xs" hiddenFrom="lg" wrap="nowrap">
            <ThemeToggle />
            <Burger opened={drawerOpened} onClick={drawer.toggle} aria-label={drawerOpened ? 'Close menu' : 'Open menu'} />
          </Group>
        </Group>
      </Container>

      <Drawer opened={drawerOpened} onClose={drawer.close} size="min(100%, 22rem)" position="right" title={<BrandMark size="sm" />} hiddenFrom="lg" zIndex={300}>
        <Stack gap={4} component="nav" aria-label="Mobile">
          {MAIN_LINKS.map((link) => (
            <MantineNavLink key={link.href} component={NavLink} to={link.href} end={link.end} label={link.label} onClick={drawer.close} className={classes.drawerLink} />
          ))}
          {signedIn ? (
            <MantineNavLink
              component={Link}
              to={dashboardHref(user.type)}
              label="Dashboard"
              leftSection={<IconLayoutDashboard size={18} />}
              onClick={drawer.close}
              className={classes.drawerLink}
            />
          ) : (
            AUDIENCE_LINKS.map((link) => (
              <MantineNavLink key={link.href} component={NavLink} to={link.href} label={link.label} onClick={drawer.close} className={classes.drawerLink} />
            ))
          )}
        </Stack>
        <Divider my="md" />
        {signedIn ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Signed in as {user.name}
            </Text>
            <Button variant="default" onClick={handleSignOut} loading={signingOut} leftSection={<IconLogout size={16} />}>
              Sign Out
            </Button>
          </Stack>
        ) : status === 'checking' ? null : (
          <Stack gap="xs">
            <Button component={Link} to={loginHref} variant="default" onClick={drawer.close}>
              Sign In
            </Button>
            <Button component={Link} to={paths.auth.creatorRegister.getHref()} onClick={drawer.close}>
              Join as Creator
            </Button>
          </Stack>
        )}
      </Drawer>
    </Box>
  );
}
