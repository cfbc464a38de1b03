import {
  IconBriefcase,
  IconBuildingStore,
  IconChartBar,
  IconCoins,
  IconFileText,
  IconLayoutDashboard,
  IconMessages,
  IconPhoto,
  IconUserCircle,
  IconWallet,
} from '@tabler/icons-react';
import type { ShellNavItem } from '@/components/dashboard-shell/dashboard-shell';
import type { CreatorTab } from '@/config/paths';

/** Sidebar tabs of the creator dashboard, in menu order (docs/product/creator-dashboard.md#tabs). */
export const CREATOR_NAV_ITEMS: ReadonlyArray<ShellNavItem<CreatorTab>> = [
  { value: 'overview', label: 'Overview', icon: IconLayoutDashboard },
  { value: 'wallet', label: 'Wallet', icon: IconWallet },
  { value: 'messaging', label: 'Messages', icon: IconMessages },
  { value: 'marketplace', label: 'Marketplace', icon: IconBuildingStore },
  { value: 'briefs', label: 'Available Briefs', icon: IconBriefcase },
  { value: 'submissions', label: 'My Submissions', icon: IconFileText },
  { value: 'earnings', label: 'Earnings', icon: IconCoins },
  { value: 'analytics', label: 'Analytics', icon: IconChartBar },
  { value: 'portfolio', label: 'Portfolio', icon: IconPhoto },
  { value: 'profile', label: 'Profile', icon: IconUserCircle },
];
