// Pages outside the dashboards' tabs — the Notifications pages (any signed-in user), the brand's
// reward management — inside the user's own dashboard frame: their dashboard's sidebar (each entry
// leads back to that tab), the header with the bell, Settings and Logout. Composed here because the
// dashboards' menus belong to their features.

import type { UserType } from '@briefly/shared/options';
import { Badge } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconLogout, IconSettings } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import {
  DashboardShell,
  ShellHeaderControls,
  ShellTitle,
  type ShellNavItem,
} from '@/components/dashboard-shell/dashboard-shell';
import { SettingsModal } from '@/components/settings-modal';
import { LazyAccountSettingsSections } from './account-settings-lazy';
import { paths, type AdminSection, type BrandTab, type CreatorTab } from '@/config/paths';
import { ADMIN_NAV_ITEMS } from '@/features/admin/shell/components/admin-nav';
import { BRAND_NAV_ITEMS } from '@/features/brand-dashboard/components/brand-nav';
import { CREATOR_NAV_ITEMS } from '@/features/creator-dashboard/components/creator-nav';
import { useUnreadMessageCount } from '@/features/messaging/api/get-conversations';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useSignOut } from '@/hooks/use-sign-out';
import { useSession } from '@/lib/session';

const FRAMES: Record<
  UserType,
  {
    navLabel: string;
    items: ReadonlyArray<ShellNavItem<string>>;
    hrefFor: (value: string) => string;
    role: string;
    color?: string;
  }
> = {
  brand: {
    navLabel: 'Brand dashboard',
    items: BRAND_NAV_ITEMS,
    hrefFor: (tab) => paths.brand.dashboard.getHref(tab as BrandTab),
    role: 'Brand',
  },
  creator: {
    navLabel: 'Creator dashboard',
    items: CREATOR_NAV_ITEMS,
    hrefFor: (tab) => paths.creator.dashboard.getHref(tab as CreatorTab),
    role: 'Creator',
    color: 'teal',
  },
  admin: {
    navLabel: 'Admin dashboard',
    items: ADMIN_NAV_ITEMS,
    hrefFor: (section) => paths.admin.dashboard.getHref(section as AdminSection),
    role: 'Administrator',
    color: 'gray',
  },
};

/** No dashboard entry is current on the Notifications pages: Notifications, among the actions, is. */
const NONE = '';

/**
 * The Notifications pages: no sidebar entry is current, the Notifications action is; the menu keeps its
 * search box where the dashboard has one (brand and creator), so the frame does not change under the user.
 */
export function NotificationsLayout() {
  const { user } = useSession();
  return <DashboardFrame withFilter={user?.type === 'brand' || user?.type === 'creator'} />;
}

/** /brand/reward-management: the brand's frame as on the dashboard (menu search, unread messages), Manage Rewards & Payments current. */
export function RewardManagementLayout() {
  const unreadMessages = useUnreadMessageCount();
  return (
    <DashboardFrame active={'manage-rewards' satisfies BrandTab} counts={{ messaging: unreadMessages }} withFilter />
  );
}

/**
 * The user's dashboard frame around a page of its own (an `<Outlet />`): with `active`, that sidebar
 * entry is current (/brand/reward-management under Manage Rewards & Payments,
 * docs/product/brand-dashboard.md#manage-rewards); without, the Notifications action is.
 */
export function DashboardFrame({
  active,
  counts,
  withFilter = false,
}: {
  active?: string;
  counts?: Partial<Record<string, number>>;
  withFilter?: boolean;
}) {
  const { user } = useSession();
  const { signOut, signingOut } = useSignOut();
  const [settingsOpened, settings] = useDisclosure(false);
  if (!user) return null;
  const frame = FRAMES[user.type];
  const title =
    user.type === 'brand' ? (
      <ShellTitle primary={user.companyName || user.name} secondary={user.email} />
    ) : user.type === 'creator' ? (
      <ShellTitle primary={user.fullName || user.name} secondary={user.userName ? `@${user.userName}` : user.email} />
    ) : (
      <ShellTitle primary="Admin" secondary={user.email} />
    );

  return (
    <ShellHeaderControls value={<NotificationBell />}>
      <DashboardShell
        navLabel={frame.navLabel}
        items={frame.items}
        active={active ?? NONE}
        hrefFor={frame.hrefFor}
        withFilter={withFilter}
        counts={counts}
        title={title}
        headerRight={
          <Badge variant="light" color={frame.color} visibleFrom="xs">
            {frame.role}
          </Badge>
        }
        actions={[
          // The dashboards reach Notifications through the bell; here it is the current page's entry.
          ...(active === undefined
            ? [
                {
                  key: 'notifications',
                  label: 'Notifications',
                  icon: IconBell,
                  href: paths.notifications.list.getHref(),
                  active: true,
                },
              ]
            : []),
          { key: 'settings', label: 'Settings', icon: IconSettings, onClick: settings.open },
          { key: 'logout', label: 'Logout', icon: IconLogout, onClick: signOut, color: 'red', disabled: signingOut },
        ]}
      >
        <Outlet />
      </DashboardShell>
      <SettingsModal
        opened={settingsOpened}
        onClose={settings.close}
        onSignOut={signOut}
        signingOut={signingOut}
        security={user.type === 'admin' ? undefined : <LazyAccountSettingsSections />}
      />
    </ShellHeaderControls>
  );
}
