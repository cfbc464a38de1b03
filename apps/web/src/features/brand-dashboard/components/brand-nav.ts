import {
  IconChartBar,
  IconCoins,
  IconFilePlus,
  IconLayoutDashboard,
  IconMessages,
  IconUsers,
  IconClipboardList,
} from '@tabler/icons-react';
import type { ShellNavItem } from '@/components/dashboard-shell/dashboard-shell';
import type { BrandTab } from '@/config/paths';

/** Sidebar tabs of the brand dashboard, in menu order (docs/product/brand-dashboard.md#tabs). */
export const BRAND_NAV_ITEMS: ReadonlyArray<ShellNavItem<BrandTab>> = [
  { value: 'overview', label: 'Overview', icon: IconLayoutDashboard },
  { value: 'messaging', label: 'Messages', icon: IconMessages },
  { value: 'create-brief', label: 'Create Brief', icon: IconFilePlus },
  { value: 'briefs', label: 'My Briefs', icon: IconClipboardList },
  { value: 'manage-rewards', label: 'Manage Rewards & Payments', icon: IconCoins },
  { value: 'creators', label: 'Creators', icon: IconUsers },
  { value: 'analytics', label: 'Analytics', icon: IconChartBar },
];
