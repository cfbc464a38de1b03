// The creator dashboard (docs/product/creator-dashboard.md): the shell and pending tabs of
// features/creator-dashboard, composed here with the creator workspace (overview, marketplace,
// briefs, submissions, analytics, portfolio, profile). Features do not import each other.

import { Badge, Stack } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { DashboardShell, ShellHeaderControls, ShellTitle } from '@/components/dashboard-shell/dashboard-shell';
import { LazySection } from '@/components/lazy-section';
import { SettingsModal } from '@/components/settings-modal';
import { LazyAccountSettingsSections } from './account-settings-lazy';
import { CREATOR_TABS, paths } from '@/config/paths';
import { CREATOR_NAV_ITEMS } from '@/features/creator-dashboard/components/creator-nav';
import { WalletTab } from '@/features/creator-wallet/components/wallet-tab';
import { useOnboardingReturn } from '@/features/creator-wallet/lib/use-onboarding-return';
import { PendingReviews } from '@/features/reviews/components/pending-reviews';
import { CreatorWorkspace, isWorkspaceTab } from '@/features/creator-workspace/components/creator-workspace';
import { useUnreadMessageCount } from '@/features/messaging/api/get-conversations';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useSignOut } from '@/hooks/use-sign-out';
import { useTabParam } from '@/hooks/use-tab-param';
import { useSession } from '@/lib/session';

// Earnings and the public profile's editor are fetched when their tab is first opened: on a phone the Overview
// waited for their code (issue 39, decision 055).
const EarningsTab = lazy(() =>
  import('@/features/creator-earnings/components/earnings-tab').then((module) => ({ default: module.EarningsTab })),
);
const PublicProfileEditor = lazy(() =>
  import('@/features/creator-profiles/components/public-profile-editor').then((module) => ({
    default: module.PublicProfileEditor,
  })),
);

// Messages are fetched when the tab is first opened (docs/performance.md).
const MessagingTab = lazy(() =>
  import('@/features/messaging/components/messaging-tab').then((module) => ({ default: module.MessagingTab })),
);

/** Creator dashboard; the tab lives in `?tab=`. */
export function CreatorDashboardRoute() {
  const { user } = useSession();
  const tab = useTabParam(CREATOR_TABS);
  // `?settings` opens Settings at once (a saved-search digest links to it).
  const [searchParams] = useSearchParams();
  const [settingsOpened, settings] = useDisclosure(searchParams.has('settings'));
  const { signOut, signingOut } = useSignOut();
  const unreadMessages = useUnreadMessageCount();
  const label = CREATOR_NAV_ITEMS.find((item) => item.value === tab)?.label ?? 'Dashboard';
  useDocumentTitle(`${label} · Briefly`);

  // Return from payout-account onboarding (/dashboard?tab=wallet&stripe=success|refresh): re-check and say so.
  useOnboardingReturn();

  if (!user) return null;

  return (
    <ShellHeaderControls value={<NotificationBell />}>
      <DashboardShell
        navLabel="Creator dashboard"
        items={CREATOR_NAV_ITEMS}
        active={tab}
        hrefFor={paths.creator.dashboard.getHref}
        withFilter
        counts={{ messaging: unreadMessages }}
        title={
          <ShellTitle
            primary={user.fullName || user.name}
            secondary={user.userName ? `@${user.userName}` : user.email}
          />
        }
        headerRight={
          <Badge variant="light" color="teal" visibleFrom="xs">
            Creator
          </Badge>
        }
        actions={[
          { key: 'settings', label: 'Settings', icon: IconSettings, onClick: settings.open },
          { key: 'logout', label: 'Logout', icon: IconLogout, onClick: signOut, color: 'red', disabled: signingOut },
        ]}
      >
        <VerifyEmailBanner />
        {isWorkspaceTab(tab) ? (
          <Stack gap="lg">
            {/* Reviews to write (features/reviews); nothing when there are none. */}
            {tab === 'overview' ? <PendingReviews /> : null}
            <CreatorWorkspace tab={tab} user={user} />
            {/* The public profile's editor under the account details (features/creator-profiles). */}
            {tab === 'profile' ? (
              <LazySection label="public profile">
                <PublicProfileEditor />
              </LazySection>
            ) : null}
          </Stack>
        ) : tab === 'wallet' ? (
          <WalletTab userId={user.id} />
        ) : tab === 'earnings' ? (
          <LazySection label="earnings">
            <EarningsTab />
          </LazySection>
        ) : (
          <LazySection label="messages">
            <MessagingTab meId={user.id} />
          </LazySection>
        )}
      </DashboardShell>
      <SettingsModal
        opened={settingsOpened}
        onClose={settings.close}
        onSignOut={signOut}
        signingOut={signingOut}
        security={<LazyAccountSettingsSections creator />}
      />
    </ShellHeaderControls>
  );
}
