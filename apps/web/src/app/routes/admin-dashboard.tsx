// The admin dashboard (docs/product/admin.md): the shell and sections of features/admin/shell, composed
// here with the features that fill sections and the notification bell. Features do not import each other.
// Each section is its own lazy chunk, loaded when first opened: the dashboard's first screen stays small
// and never downloads the charts (docs/performance.md).

import { Divider, Stack } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { CheckingScreen } from '@/components/checking-screen';
import { useSession } from '@/lib/session';
import { ShellHeaderControls } from '@/components/dashboard-shell/dashboard-shell';
import type { AdminSection } from '@/config/paths';
import { useAttentionCount } from '@/features/admin/attention/api/get-attention';
import { AdminDashboardRoute } from '@/features/admin/shell/routes/admin-shell';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

const OverviewSection = lazy(async () => ({
  default: (await import('@/features/admin/overview/components/overview-section')).OverviewSection,
}));
const AttentionSection = lazy(async () => ({
  default: (await import('@/features/admin/attention/components/attention-section')).AttentionSection,
}));
const BrandsSection = lazy(async () => ({
  default: (await import('@/features/admin/people/components/people-section')).BrandsSection,
}));
const CreatorsSection = lazy(async () => ({
  default: (await import('@/features/admin/people/components/people-section')).CreatorsSection,
}));
const BriefsSection = lazy(async () => ({
  default: (await import('@/features/admin/briefs/components/briefs-section')).BriefsSection,
}));
const ArchivedBriefsSection = lazy(async () => ({
  default: (await import('@/features/admin/briefs/components/archived-briefs-section')).ArchivedBriefsSection,
}));
const SubmissionsSection = lazy(async () => ({
  default: (await import('@/features/admin/submissions/components/submissions-section')).SubmissionsSection,
}));
const WithdrawalsSection = lazy(async () => ({
  default: (await import('@/features/admin/withdrawals/components/withdrawals-section')).WithdrawalsSection,
}));
const ReportsSection = lazy(async () => ({
  default: (await import('@/features/admin/reports/components/reports-section')).ReportsSection,
}));
const PayoutsSection = lazy(async () => ({
  default: (await import('@/features/admin/payouts/components/payouts-section')).PayoutsSection,
}));
const FinancialSection = lazy(async () => ({
  default: (await import('@/features/admin/financial/components/financial-section')).FinancialSection,
}));
const AnalyticsSection = lazy(async () => ({
  default: (await import('@/features/admin/analytics/components/analytics-section')).AnalyticsSection,
}));
const EventsSection = lazy(async () => ({
  default: (await import('@/features/admin/events/components/events-section')).EventsSection,
}));
const StoriesSection = lazy(async () => ({
  default: (await import('@/features/admin/stories/components/stories-section')).StoriesSection,
}));
const AuditSection = lazy(async () => ({
  default: (await import('@/features/admin/audit/components/audit-section')).AuditSection,
}));

// The admin's own account: the clock the admin area writes times on, then sign-in security.
const SecuritySection = lazy(async () => {
  const [{ SecuritySessions }, { TimeZoneSettings }] = await Promise.all([
    import('@/features/auth/components/security-sessions'),
    import('@/features/auth/components/time-zone-settings'),
  ]);
  return {
    default: () => (
      <Stack gap="lg">
        <TimeZoneSettings />
        <Divider />
        <SecuritySessions forAdmin />
      </Stack>
    ),
  };
});
const AdminTwoFactorEnrollment = lazy(async () => ({
  default: (await import('@/features/auth/routes/admin-two-factor-enrollment')).AdminTwoFactorEnrollment,
}));
const JobsSection = lazy(async () => ({
  default: (await import('@/features/admin/jobs/components/jobs-section')).JobsSection,
}));

const SECTIONS: Partial<Record<AdminSection, ReactNode>> = {
  overview: <OverviewSection />,
  attention: <AttentionSection />,
  brands: <BrandsSection />,
  creators: <CreatorsSection />,
  briefs: <BriefsSection />,
  'archived-briefs': <ArchivedBriefsSection />,
  submissions: <SubmissionsSection />,
  withdrawals: <WithdrawalsSection />,
  reports: <ReportsSection />,
  payouts: <PayoutsSection />,
  financial: <FinancialSection />,
  analytics: <AnalyticsSection />,
  events: <EventsSection />,
  stories: <StoriesSection />,
  audit: <AuditSection />,
  security: <SecuritySection />,
  jobs: <JobsSection />,
};

export function AdminDashboardPage() {
  const { user } = useSession();
  // ADMIN_2FA=required: an admin without a second factor sets one up before anything else.
  if (user?.twoFactorSetupRequired) {
    return (
      <Suspense fallback={<CheckingScreen />}>
        <AdminTwoFactorEnrollment />
      </Suspense>
    );
  }
  return <AdminDashboard />;
}

function AdminDashboard() {
  const attention = useAttentionCount();
  return (
    <ShellHeaderControls value={<NotificationBell />}>
      <AdminDashboardRoute sections={SECTIONS} counts={{ attention }} />
    </ShellHeaderControls>
  );
}
