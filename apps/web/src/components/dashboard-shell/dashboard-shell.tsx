import {
  ActionIcon,
  AppShell,
  Badge,
  Box,
  Burger,
  CloseButton,
  Divider,
  Group,
  Indicator,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSearch, type Icon } from '@tabler/icons-react';
import { createContext, use, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useDeferOnPhoneFirstScreen } from '@/hooks/use-after-first-paint';
import { BrandMark } from '../brand-mark';
import classes from './dashboard-shell.module.css';

export interface ShellNavItem<T extends string> {
  value: T;
  label: string;
  icon: Icon;
}

export interface ShellAction {
  key: string;
  label: string;
  icon: Icon;
  onClick?: () => void;
  href?: string;
  /** Highlights the entry (e.g. Earnings while the Earnings tab is open). */
  active?: boolean;
  color?: string;
  disabled?: boolean;
}

interface DashboardShellProps<T extends string> {
  /** Accessible name of the sidebar navigation, e.g. "Brand dashboard". */
  navLabel: string;
  items: ReadonlyArray<ShellNavItem<T>>;
  active: T;
  hrefFor: (value: T) => string;
  /** Title area of the header (e.g. the company name). */
  title: ReactNode;
  headerRight?: ReactNode;
  /** Entries at the bottom of the sidebar (Settings, Logout, …). */
  actions: readonly ShellAction[];
  /** Show the box that filters the menu by label (the brand and creator sidebars: docs/product/brand-dashboard.md#tabs). */
  withFilter?: boolean;
  /** Counts shown on tabs (unread messages on Messages); zero shows nothing. */
  counts?: Partial<Record<T, number>>;
  children: ReactNode;
}

/**
 * Controls every signed-in header shows whichever dashboard renders the shell (the notification
 * bell). The app provides them: components/ cannot import the features that build them.
 */
const ShellHeaderControlsContext = createContext<ReactNode>(null);
export const ShellHeaderControls = ShellHeaderControlsContext.Provider;

/** Wide enough for the longest entry, 'Manage Rewards & Payments', on one line (dashboard-shell.module.css). */
const NAVBAR_WIDTH = 296;
const NAVBAR_COLLAPSED_WIDTH = 76;

/**
 * Frame of the brand, creator and admin dashboards: a header, a sidebar that collapses to icons on
 * desktop and becomes a full-screen menu on phones, and the page.
 */
export function DashboardShell<T extends string>({
  navLabel,
  items,
  active,
  hrefFor,
  title,
  headerRight,
  actions,
  withFilter = false,
  counts,
  children,
}: DashboardShellProps<T>) {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useState(false);
  const [filter, setFilter] = useState('');
  const isDesktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false }) ?? true;
  const iconOnly = collapsed && isDesktop;
  const headerControls = use(ShellHeaderControlsContext);
  // On a phone the sidebar is a closed drawer off the screen: its entries follow the first paint, so the first
  // screen's commit does not build them (issue 39). Opened before then, it draws them at once.
  const entriesLater = useDeferOnPhoneFirstScreen() && !mobileOpened;

  // The filter box is hidden while the sidebar is collapsed, so it filters nothing then.
  const query = withFilter && !iconOnly ? filter.trim().toLowerCase() : '';
  const visibleItems = query ? items.filter((item) => item.label.toLowerCase().includes(query)) : items;

  const renderEntry = (entry: {
    key: string;
    label: string;
    icon: Icon;
    href?: string;
    onClick?: () => void;
    active?: boolean;
    color?: string;
    disabled?: boolean;
    count?: number;
  }) => {
    const count = entry.count && entry.count > 0 ? entry.count : 0;
    const countText = count > 99 ? '99+' : String(count);
    const EntryIcon = entry.icon;
    const current = entry.active ? ('page' as const) : undefined;

    if (iconOnly) {
      const iconProps = {
        size: 44,
        radius: 'md',
        variant: entry.active ? 'light' : 'subtle',
        color: entry.active ? undefined : (entry.color ?? 'gray'),
        disabled: entry.disabled,
        'aria-label': count ? `${entry.label} (${countText} unread)` : entry.label,
        'aria-current': current,
      } as const;
      return (
        <Tooltip key={entry.key} label={entry.label} position="right" withArrow>
          {entry.href ? (
            <ActionIcon {...iconProps} component={Link} to={entry.href} onClick={entry.onClick}>
              <Indicator disabled={!count} color="red" size={8} offset={2}>
                <EntryIcon size={20} stroke={1.6} />
              </Indicator>
            </ActionIcon>
          ) : (
            <ActionIcon {...iconProps} onClick={entry.onClick}>
              <EntryIcon size={20} stroke={1.6} />
            </ActionIcon>
          )}
        </Tooltip>
      );
    }

    const common = {
      label: entry.label,
      leftSection: <EntryIcon size={20} stroke={1.6} />,
      // The darkest red: white 10 px text on Mantine's default red reads at 3.3:1 (WCAG AA asks 4.5:1).
      rightSection: count ? (
        <Badge size="sm" color="red.9" variant="filled" circle={count < 10}>
          {countText}
          <VisuallyHidden> unread</VisuallyHidden>
        </Badge>
      ) : undefined,
      active: entry.active,
      color: entry.color,
      disabled: entry.disabled,
      className: classes.entry,
      'aria-current': current,
    };
    return entry.href ? (
      <NavLink
        key={entry.key}
        {...common}
        component={Link}
        to={entry.href}
        onClick={() => {
          entry.onClick?.();
          mobile.close();
        }}
      />
    ) : (
      <NavLink
        key={entry.key}
        {...common}
        component="button"
        type="button"
        onClick={() => {
          mobile.close();
          entry.onClick?.();
        }}
      />
    );
  };

  // Confirm dialogs (@mantine/modals) exist only in the dashboards, so their provider lives here and the
  // public pages do not load it (docs/performance.md).
  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: collapsed ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH,
          // Below 992 px the sidebar is a drawer: beside it a tablet's content column (~470 px) squeezed
          // cards and lists laid out for the viewport's width.
          breakpoint: 'md',
          collapsed: { mobile: !mobileOpened },
        }}
        padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
        className={classes.shell}
      >
        <AppShell.Header className={classes.header}>
          <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger
                opened={mobileOpened}
                onClick={mobile.toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={mobileOpened ? 'Close menu' : 'Open menu'}
              />
              <Tooltip label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  visibleFrom="md"
                  onClick={() => setCollapsed((value) => !value)}
                  aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
                  aria-expanded={!collapsed}
                >
                  {collapsed ? (
                    <IconLayoutSidebarLeftExpand size={20} stroke={1.6} />
                  ) : (
                    <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} />
                  )}
                </ActionIcon>
              </Tooltip>
              <BrandMark size="sm" compact={!isDesktop} />
              <Divider orientation="vertical" my={14} />
              <Box miw={0}>{title}</Box>
            </Group>
            {headerRight || headerControls ? (
              <Group gap="xs" wrap="nowrap">
                {headerControls}
                {headerRight}
              </Group>
            ) : null}
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p={iconOnly ? 'xs' : 'sm'} className={classes.navbar} aria-label={navLabel} component="nav">
          {entriesLater ? null : (
            <>
              {withFilter && !iconOnly ? (
                <AppShell.Section mb="sm">
                  <TextInput
                    size="sm"
                    placeholder="Search menu"
                    aria-label="Search menu"
                    leftSection={<IconSearch size={16} />}
                    value={filter}
                    onChange={(event) => setFilter(event.currentTarget.value)}
                    rightSection={
                      filter ? (
                        <CloseButton size="sm" aria-label="Clear menu search" onClick={() => setFilter('')} />
                      ) : null
                    }
                  />
                </AppShell.Section>
              ) : null}

              <AppShell.Section grow component={ScrollArea} type="scroll" mx={iconOnly ? 0 : -4} px={iconOnly ? 0 : 4}>
                <Stack gap={2} align={iconOnly ? 'center' : 'stretch'}>
                  {visibleItems.map((item) =>
                    renderEntry({
                      key: item.value,
                      label: item.label,
                      icon: item.icon,
                      href: hrefFor(item.value),
                      active: item.value === active,
                      count: counts?.[item.value],
                    }),
                  )}
                  {visibleItems.length === 0 ? (
                    <Text size="sm" c="dimmed" px="sm" py="xs">
                      No menu items match “{filter.trim()}”.
                    </Text>
                  ) : null}
                </Stack>
              </AppShell.Section>

              <AppShell.Section className={classes.bottom} pt="sm" mt="sm">
                <Stack gap={2} align={iconOnly ? 'center' : 'stretch'}>
                  {actions.map((action) => renderEntry(action))}
                </Stack>
              </AppShell.Section>
            </>
          )}
        </AppShell.Navbar>

        <AppShell.Main className={classes.main}>
          <Box maw={1200} mx="auto">
            {children}
          </Box>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}

/** A compact header title: main line and an optional muted line. */
export function ShellTitle({ primary, secondary }: { primary: ReactNode; secondary?: ReactNode }) {
  return (
    <Box className={classes.title}>
      <Text fw={700} size="sm" truncate="end" lh={1.25}>
        {primary}
      </Text>
      {secondary ? (
        <Text size="xs" c="dimmed" truncate="end" lh={1.25}>
          {secondary}
        </Text>
      ) : null}
    </Box>
  );
}
