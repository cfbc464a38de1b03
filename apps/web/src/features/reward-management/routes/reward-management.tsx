import { RewardManagementPage } from '../components/reward-management-page';

/** /brand/reward-management (brand only; the guard is in the router). */
export const RewardManagementRoute = () => <RewardManagementPage />;
