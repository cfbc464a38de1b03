// The admin dashboard (docs/product/admin.md): the shell and sections of features/admin/shell, composed
// here with the features that fill sections and the notification bell. Features do not import each other.
// Each section is its own lazy chunk, loaded when first opened: the dashboard's first screen stays small
// and never downloads the charts (docs/performance.md). The section an address opens is fetched by the
// route's loader (preloadAdminSection, decision 055), so the first screen is drawn with it, not its skeleton.

import { Divider, Stack } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { CheckingScreen } from '@/components/checking-screen';
import { preloadable, type Preloadable } from '@/components/preloadable';
import { useSession } from '@/lib/session';
import { ShellHeaderControls } from '@/components/dashboard-shell/dashboard-shell';
import { ADMIN_SECTIONS, type AdminSection } from '@/config/paths';
import { useAttentionCount } from '@/features/admin/attention/api/get-attention';
import { AdminDashboardRoute } from '@/features/admin/shell/routes/admin-shell';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

const OverviewSection = preloadable(
  async () => (await import('@/features/admin/overview/components/overview-section')).OverviewSection,
);
const AttentionSection = preloadable(
  async () => (await import('@/features/admin/attention/components/attention-section')).AttentionSection,
);
const BrandsSection = preloadable(
  async () => (await import('@/features/admin/people/components/people-section')).BrandsSection,
);
const CreatorsSection = preloadable(
  async () => (await import('@/features/admin/people/components/people-section')).CreatorsSection,
);
const BriefsSection = preloadable(
  async () => (await import('@/features/admin/briefs/components/briefs-section')).BriefsSection,
);
const ArchivedBriefsSection = preloadable(
  async () => (await import('@/features/admin/briefs/components/archived-briefs-section')).ArchivedBriefsSection,
);
const SubmissionsSection = preloadable(
  async () => (await import('@/features/admin/submissions/components/submissions-section')).SubmissionsSection,
);
const WithdrawalsSection = preloadable(
  async () => (await import('@/features/admin/withdrawals/components/withdrawals-section')).WithdrawalsSection,
);
const DisputesSection = preloadable(
  async () => (await import('@/features/admin/disputes/components/admin-disputes-section')).AdminDisputesSection,
);
const ReportsSection = preloadable(
  async () => (await import('@/features/admin/reports/components/reports-section')).ReportsSection,
);
const ReviewReportsSection = preloadable(
  async () => (await import('@/features/admin/reports/components/review-reports')).ReviewReports,
);
const PayoutsSection = preloadable(
  async () => (await import('@/features/admin/payouts/components/payouts-section')).PayoutsSection,
);
const FinancialSection = preloadable(
  async () => (await import('@/features/admin/financial/components/financial-section')).FinancialSection,
);
const AnalyticsSection = preloadable(
  async () => (await import('@/features/admin/analytics/components/analytics-section')).AnalyticsSection,
);
const EventsSection = preloadable(
  async () => (await import('@/features/admin/events/components/events-section')).EventsSection,
);
const StoriesSection = preloadable(
  async () => (await import('@/features/admin/stories/components/stories-section')).StoriesSection,
);
const AuditSection = preloadable(
  async () => (await import('@/features/admin/audit/components/audit-section')).AuditSection,
);

// The admin's own account: the clock the admin area writes times on, then sign-in security.
const SecuritySection = preloadable(async () => {
  const [{ SecuritySessions }, { TimeZoneSettings }] = await Promise.all([
    import('@/features/auth/components/security-sessions'),
    import('@/features/auth/components/time-zone-settings'),
  ]);
  return function SecuritySection() {
    return (
      <Stack gap="lg">
        <TimeZoneSettings />
        <Divider />
        <SecuritySessions forAdmin />
      </Stack>
    );
  };
});
const AdminTwoFactorEnrollment = preloadable(
  async () => (await import('@/features/auth/routes/admin-two-factor-enrollment')).AdminTwoFactorEnrollment,
);
const JobsSection = preloadable(
  async () => (await import('@/features/admin/jobs/components/jobs-section')).JobsSection,
);

const SECTION_COMPONENTS: Record<AdminSection, Preloadable<object>> = {
  overview: OverviewSection,
  attention: AttentionSection,
  brands: BrandsSection,
  creators: CreatorsSection,
  briefs: BriefsSection,
  'archived-briefs': ArchivedBriefsSection,
  submissions: SubmissionsSection,
  withdrawals: WithdrawalsSection,
  disputes: DisputesSection,
  reports: ReportsSection,
  'reported-reviews': ReviewReportsSection,
  payouts: PayoutsSection,
  financial: FinancialSection,
  analytics: AnalyticsSection,
  events: EventsSection,
  stories: StoriesSection,
  audit: AuditSection,
  security: SecuritySection,
  jobs: JobsSection,
};

const SECTIONS: Partial<Record<AdminSection, ReactNode>> = Object.fromEntries(
  Object.entries(SECTION_COMPONENTS).map(([section, Section]) => [section, <Section />]),
);

/**
 * The code of the section `?tab=` opens (Overview for none or an unknown one, as the shell reads it), asked for by
 * the route's loader: in the cache already through the server's route preloads, it is evaluated before the first
 * render instead of after it.
 */
export function preloadAdminSection(tab: string | null): Promise<unknown> {
  const section = ADMIN_SECTIONS.find((name) => name === tab) ?? 'overview';
  return SECTION_COMPONENTS[section].preload();
}

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
