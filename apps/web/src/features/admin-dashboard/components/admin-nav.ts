import {
  IconArchive,
  IconBriefcase,
  IconBuildingStore,
  IconCash,
  IconChartBar,
  IconFileText,
  IconFlag,
  IconLayoutDashboard,
  IconReportMoney,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { ShellNavItem } from '@/components/dashboard-shell/dashboard-shell';
import type { AdminSection } from '@/config/paths';

/** Sections of the admin dashboard, in menu order (docs/product/admin.md#sections). */
export const ADMIN_NAV_ITEMS: ReadonlyArray<ShellNavItem<AdminSection>> = [
  { value: 'overview', label: 'Overview', icon: IconLayoutDashboard },
  { value: 'brands', label: 'Manage Brands', icon: IconBuildingStore },
  { value: 'creators', label: 'Manage Creators', icon: IconUsers },
  { value: 'briefs', label: 'Manage Briefs', icon: IconBriefcase },
  { value: 'archived-briefs', label: 'Archived Briefs', icon: IconArchive },
  { value: 'submissions', label: 'Submissions', icon: IconFileText },
  { value: 'withdrawals', label: 'Withdrawals', icon: IconWallet },
  { value: 'reports', label: 'Reported Chats', icon: IconFlag },
  { value: 'payouts', label: 'Payouts', icon: IconCash },
  { value: 'financial', label: 'Financial Dashboard', icon: IconReportMoney },
  { value: 'analytics', label: 'Analytics', icon: IconChartBar },
];

/** What a section no feature fills yet says instead (Withdrawals is built: admin-withdrawals). */
export const ADMIN_UNAVAILABLE: Partial<Record<AdminSection, string>> = {
  overview: 'Platform totals are not available yet.',
  brands: 'Managing brand accounts is not available yet.',
  creators: 'Managing creator accounts is not available yet.',
  briefs: 'Managing briefs is not available yet.',
  'archived-briefs': 'The archive of expired briefs is not available yet.',
  submissions: 'Reviewing submissions is not available yet.',
  payouts: 'The payout overview is not available yet.',
  financial: 'Financial metrics are not available yet.',
  analytics: 'Platform analytics are not available yet.',
};
