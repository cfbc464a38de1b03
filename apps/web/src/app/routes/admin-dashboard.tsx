// The admin dashboard (docs/product/admin.md): the shell and sections of features/admin-dashboard, composed
// here with the features that fill sections (withdrawals, reported chats) and the notification bell. Features do not import each other.

import { ShellHeaderControls } from '@/components/dashboard-shell/dashboard-shell';
import { AdminDashboardRoute } from '@/features/admin-dashboard/routes/admin-dashboard';
import { ReportsSection } from '@/features/admin-reports/components/reports-section';
import { WithdrawalsSection } from '@/features/admin-withdrawals/components/withdrawals-section';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

const SECTIONS = { withdrawals: <WithdrawalsSection />, reports: <ReportsSection /> };

export function AdminDashboardPage() {
  return (
    <ShellHeaderControls value={<NotificationBell />}>
      <AdminDashboardRoute sections={SECTIONS} />
    </ShellHeaderControls>
  );
}
