import type { TSessionUser } from '@briefly/shared/auth';
import { lazy, type ReactNode } from 'react';
import { LazySection } from '@/components/lazy-section';
import type { CreatorTab } from '@/config/paths';
import { AvailableBriefsTab } from './available-briefs-tab';
import { MarketplaceTab } from './marketplace-tab';
import { MySubmissionsTab } from './my-submissions-tab';
import { OverviewTab } from './overview-tab';
import { PortfolioTab } from './portfolio-tab';
import { WorkspaceDialogsProvider } from './workspace-dialogs';

// Charts are fetched when the tab is first opened: they are most of the dashboard's code.
const AnalyticsTab = lazy(() => import('./analytics-tab').then((module) => ({ default: module.AnalyticsTab })));
// The profile form too: it checks its fields with the server's schema, and with it came Zod, on every first screen
// of the dashboard (issue 39, docs/performance.md#zod-off-the-first-screen).
const ProfileTab = lazy(() => import('./profile-tab').then((module) => ({ default: module.ProfileTab })));

/** The creator dashboard tabs this feature fills; the others (wallet, messaging, earnings) belong elsewhere. */
export const WORKSPACE_TABS = [
  'overview',
  'marketplace',
  'briefs',
  'submissions',
  'analytics',
  'portfolio',
  'profile',
] as const satisfies readonly CreatorTab[];
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

export const isWorkspaceTab = (tab: CreatorTab): tab is WorkspaceTab => WORKSPACE_TABS.some((value) => value === tab);

function tabContent(tab: WorkspaceTab, user: TSessionUser): ReactNode {
  switch (tab) {
    case 'overview':
      return <OverviewTab user={user} />;
    case 'marketplace':
      return <MarketplaceTab />;
    case 'briefs':
      return <AvailableBriefsTab />;
    case 'submissions':
      return <MySubmissionsTab />;
    case 'analytics':
      return (
        <LazySection label="analytics">
          <AnalyticsTab />
        </LazySection>
      );
    case 'portfolio':
      return <PortfolioTab />;
    case 'profile':
      return (
        <LazySection label="profile">
          <ProfileTab />
        </LazySection>
      );
  }
}

/** One tab of the creator's workspace, with the dialogs every tab shares (docs/product/creator-dashboard.md#dialogs). */
export function CreatorWorkspace({ tab, user }: { tab: WorkspaceTab; user: TSessionUser }) {
  return <WorkspaceDialogsProvider>{tabContent(tab, user)}</WorkspaceDialogsProvider>;
}
