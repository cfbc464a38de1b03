import { ActionIcon, Box, Button, Container, Divider, Group, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutDashboard, IconLogout, IconMenu2, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { ThemeToggle } from '@/components/theme-toggle';
import { dashboardHref, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import type { NavLinkItem } from './public-mobile-nav';
import classes from './public-nav-bar.module.css';

// The phone menu (a drawer) is fetched when first opened: the drawer code would otherwise be in every
// public page's first load (docs/performance.md).
const PublicMobileNav = lazy(() =>
  import('./public-mobile-nav').then((module) => ({ default: module.PublicMobileNav })),
);

const MAIN_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', href: paths.home.getHref(), end: true },
  { label: 'Marketplace', href: paths.marketplace.getHref(), end: false },
  { label: 'Community', href: paths.community.getHref(), end: false },
  { label: 'Events', href: paths.events.getHref(), end: false },
  { label: 'Success Stories', href: paths.successStories.getHref(), end: false },
];

const AUDIENCE_LINKS: readonly NavLinkItem[] = [
  { label: 'For Brands', href: paths.auth.brandRegister.getHref() },
  { label: 'For Creators', href: paths.auth.creatorRegister.getHref() },
];

/** Navigation bar of the public pages (docs/product/marketplace.md#navigation-bar). */
export function PublicNavBar() {
  const { status, user, signOut } = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerSeen, setDrawerSeen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const location = useLocation();

  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut();
  };

  const signedIn = status === 'signed-in' && user !== null;
  const loginHref = paths.auth.login.getHref(
    location.pathname === '/' ? undefined : location.pathname + location.search,
  );

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
                <Button
                  component={Link}
                  to={dashboardHref(user.type)}
                  variant="light"
                  leftSection={<IconLayoutDashboard size={16} />}
                >
                  Dashboard
                </Button>
                <Button
                  variant="subtle"
                  color="gray"
                  onClick={handleSignOut}
                  loading={signingOut}
                  leftSection={<IconLogout size={16} />}
                >
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
            {/* An icon button, not Mantine's Burger: its bars are a <div> inside the <button>, which HTML
                does not allow (issue 39). */}
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => {
                setDrawerSeen(true);
                drawer.toggle();
              }}
              aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
              aria-expanded={drawerOpened}
            >
              {drawerOpened ? <IconX size={22} /> : <IconMenu2 size={22} />}
            </ActionIcon>
          </Group>
        </Group>
      </Container>

      {drawerSeen ? (
        <Suspense fallback={null}>
          <PublicMobileNav
            opened={drawerOpened}
            onClose={drawer.close}
            links={MAIN_LINKS}
            audienceLinks={AUDIENCE_LINKS}
            loginHref={loginHref}
            signingOut={signingOut}
            onSignOut={handleSignOut}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
