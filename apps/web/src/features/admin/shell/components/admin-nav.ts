import {
  IconAlertTriangle,
  IconArchive,
  IconBriefcase,
  IconBuildingStore,
  IconCalendarEvent,
  IconCash,
  IconChartBar,
  IconFileText,
  IconFlag,
  IconGavel,
  IconHistory,
  IconLayoutDashboard,
  IconReportMoney,
  IconShieldLock,
  IconStarOff,
  IconStack2,
  IconTrophy,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { ShellNavItem } from '@/components/dashboard-shell/dashboard-shell';
import type { AdminSection } from '@/config/paths';

/** Sections of the admin dashboard, in menu order (docs/product/admin.md#sections). */
export const ADMIN_NAV_ITEMS: ReadonlyArray<ShellNavItem<AdminSection>> = [
  { value: 'overview', label: 'Overview', icon: IconLayoutDashboard },
  { value: 'attention', label: 'Needs attention', icon: IconAlertTriangle },
  { value: 'brands', label: 'Manage Brands', icon: IconBuildingStore },
  { value: 'creators', label: 'Manage Creators', icon: IconUsers },
  { value: 'briefs', label: 'Manage Briefs', icon: IconBriefcase },
  { value: 'archived-briefs', label: 'Archived Briefs', icon: IconArchive },
  { value: 'submissions', label: 'Submissions', icon: IconFileText },
  { value: 'withdrawals', label: 'Withdrawals', icon: IconWallet },
  { value: 'disputes', label: 'Disputes', icon: IconGavel },
  { value: 'reports', label: 'Reported Chats', icon: IconFlag },
  { value: 'reported-reviews', label: 'Reported Reviews', icon: IconStarOff },
  { value: 'payouts', label: 'Payouts', icon: IconCash },
  { value: 'financial', label: 'Financial Dashboard', icon: IconReportMoney },
  { value: 'analytics', label: 'Analytics', icon: IconChartBar },
  { value: 'events', label: 'Events', icon: IconCalendarEvent },
  { value: 'stories', label: 'Success Stories', icon: IconTrophy },
  { value: 'jobs', label: 'Jobs', icon: IconStack2 },
  { value: 'audit', label: 'Audit log', icon: IconHistory },
  { value: 'security', label: 'Time zone & security', icon: IconShieldLock },
];

/** What a section no feature fills yet says instead (the others are composed in app/routes/admin-dashboard.tsx). */
export const ADMIN_UNAVAILABLE: Partial<Record<AdminSection, string>> = {
  events: 'Managing events is not available yet.',
  stories: 'Managing success stories is not available yet.',
};
