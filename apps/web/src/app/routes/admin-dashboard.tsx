// The admin dashboard (spec part 2 §2): the shell and sections of features/admin-dashboard, composed
// here with the features that fill sections (withdrawals). Features do not import each other.

import { AdminDashboardRoute } from '@/features/admin-dashboard/routes/admin-dashboard';
import { WithdrawalsSection } from '@/features/admin-withdrawals/components/withdrawals-section';

const SECTIONS = { withdrawals: <WithdrawalsSection /> };

export function AdminDashboardPage() {
  return <AdminDashboardRoute sections={SECTIONS} />;
}
