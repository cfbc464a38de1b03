import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { PublicNavBar } from './public-nav-bar';
import classes from './public-layout.module.css';

const FOOTER_LINKS = [
  { label: 'Marketplace', href: paths.marketplace.getHref() },
  { label: 'Community', href: paths.community.getHref() },
  { label: 'Events', href: paths.events.getHref() },
  { label: 'Success Stories', href: paths.successStories.getHref() },
  { label: 'Creators', href: paths.creators.getHref() },
] as const;
// No "Admin Login": the public pages do not advertise the admin door (it stays at /admin/login).

/** Frame of the public pages: navigation bar, page, footer. */
export function PublicLayout() {
  return (
    <>
      <PublicNavBar />
      <Box component="main" id="main" className={classes.main}>
        <Outlet />
      </Box>
      <Box component="footer" className={classes.footer}>
        <Container size="xl">
          <Group justify="space-between" gap="md" py="lg">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} Briefly. Payments are in USD.
            </Text>
            <Group gap="lg" component="nav" aria-label="Footer">
              {FOOTER_LINKS.map((link) => (
                <Anchor key={link.href} component={Link} to={link.href} size="sm" c="dimmed">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
    </>
  );
}
