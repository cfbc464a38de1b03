import { Anchor, Box, Container, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { ThemeToggle } from '@/components/theme-toggle';
import { paths } from '@/config/paths';
import classes from './auth-layout.module.css';

/** Frame of the sign-in and registration screens: a quiet header and a centred page. */
export function AuthLayout() {
  return (
    <Box className={classes.root}>
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandMark />
            <Group gap="sm" wrap="nowrap">
              <Anchor component={Link} to={paths.home.getHref()} size="sm" c="dimmed" className={classes.back}>
                <IconArrowLeft size={14} />
                Back to home
              </Anchor>
              <ThemeToggle />
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main" className={classes.main}>
        <Outlet />
      </Box>
    </Box>
  );
}
